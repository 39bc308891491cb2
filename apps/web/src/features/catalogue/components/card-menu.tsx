import { useEffect, useId, useRef, useState } from 'react';
import { useKeepInViewport } from './use-keep-in-viewport.ts';

const MENU_WIDTH = 192;

export type CardMenuItem = { label: string; onSelect: () => void; disabled?: boolean; danger?: boolean };

/** The ⋮ menu on a catalogue card: a button that opens a small list; Esc or a click outside closes it. */
export function CardMenu({ label, items }: { label: string; items: CardMenuItem[] }) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  useKeepInViewport(rootRef, menuRef, open, MENU_WIDTH, 'end');

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: MouseEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('mousedown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <div ref={rootRef} className="relative" onClick={(event) => event.stopPropagation()}>
      <button
        type="button"
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((value) => !value)}
        className="grid size-8 place-items-center rounded-full bg-white/90 text-ink-700 shadow ring-1 ring-ink-200 hover:bg-white"
      >
        <svg viewBox="0 0 24 24" className="size-4" fill="currentColor" aria-hidden="true">
          <circle cx="12" cy="5" r="2" />
          <circle cx="12" cy="12" r="2" />
          <circle cx="12" cy="19" r="2" />
        </svg>
      </button>
      {open && (
        <ul ref={menuRef} id={menuId} role="menu" style={{ width: MENU_WIDTH }} className="absolute z-20 mt-1 max-w-[calc(100vw-1rem)] overflow-hidden rounded-xl bg-white py-1 text-sm shadow-xl ring-1 ring-ink-200">
          {items.map((item) => (
            <li key={item.label} role="none">
              <button
                type="button"
                role="menuitem"
                disabled={item.disabled}
                onClick={() => {
                  setOpen(false);
                  item.onSelect();
                }}
                className={`block w-full px-4 py-2 text-left hover:bg-ink-50 disabled:cursor-not-allowed disabled:opacity-40 ${item.danger ? 'text-danger-600' : 'text-ink-800'}`}
              >
                {item.label}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
