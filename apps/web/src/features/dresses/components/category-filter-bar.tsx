import { useEffect, useRef, useState } from 'react';
import type { CategoriesResponse } from '@tryown/contracts';
import { Icon } from '../../../components/icon.tsx';
import { Pill } from '../../../components/catalogue-states.tsx';
import { useKeepInViewport } from '../../catalogue/components/use-keep-in-viewport.ts';
import type { DressFilters } from '../api/get-dresses.ts';

type Tree = CategoriesResponse['categories'];
type Category = Tree[number];

const DROPDOWN_WIDTH = 256;
const canHover = () => window.matchMedia('(hover: hover)').matches;

/**
 * Category pills; hovering one opens its types and its subcategory-grouped types. The chevron beside
 * the name opens the same list by tap or keyboard (Enter/Space, Esc closes). The chosen filters show
 * as chips that can be removed one by one.
 */
export function CategoryFilterBar({ tree, filters, onChange }: { tree: Tree; filters: DressFilters; onChange: (next: DressFilters) => void }) {
  const [openId, setOpenId] = useState<string | null>(null);
  const chips: { label: string; key: keyof DressFilters; next: DressFilters }[] = [];
  if (filters.category) chips.push({ label: filters.category, key: 'category', next: {} });
  if (filters.subcategory) chips.push({ label: filters.subcategory, key: 'subcategory', next: { category: filters.category } });
  if (filters.type) chips.push({ label: filters.type, key: 'type', next: { category: filters.category, subcategory: filters.subcategory } });

  const choose = (next: DressFilters) => {
    onChange(next);
    setOpenId(null);
  };

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap gap-2" role="group" aria-label="Filter by category">
        <Pill active={!filters.category} onClick={() => choose({})}>
          All
        </Pill>
        {tree.map((category) => (
          <CategoryPill
            key={category.id}
            category={category}
            active={filters.category === category.name}
            open={openId === category.id}
            onOpenChange={(open) => setOpenId((id) => (open ? category.id : id === category.id ? null : id))}
            onChoose={choose}
          />
        ))}
      </div>
      {chips.length > 0 && (
        <ul className="flex flex-wrap gap-2" aria-label="Active filters">
          {chips.map((chip) => (
            <li key={chip.key} className="inline-flex items-center gap-1 rounded-full bg-brand-50 py-1 pl-3 pr-1 text-sm text-brand-800 ring-1 ring-brand-200">
              <span className="text-xs text-brand-500">{chip.key}:</span> {chip.label}
              <button type="button" aria-label={`Remove ${chip.key} filter ${chip.label}`} onClick={() => onChange(chip.next)} className="grid size-6 place-items-center rounded-full hover:bg-brand-100">
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

type PillProps = { category: Category; active: boolean; open: boolean; onOpenChange: (open: boolean) => void; onChoose: (next: DressFilters) => void };

function CategoryPill({ category, active, open, onOpenChange, onChoose }: PillProps) {
  const rootRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  useKeepInViewport(rootRef, listRef, open, DROPDOWN_WIDTH, 'start');
  const hasMenu = category.types.length > 0 || category.subcategories.length > 0;
  const listId = `types-${category.id}`;

  // A tap or click outside closes the list (hover closes it on leaving).
  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) onOpenChange(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open, onOpenChange]);

  const option = (label: string, next: DressFilters, className: string) => (
    <button type="button" className={`w-full rounded-lg px-2 py-1.5 text-left hover:bg-ink-50 focus-visible:bg-ink-50 focus-visible:outline-none ${className}`} onClick={() => onChoose(next)}>
      {label}
    </button>
  );

  return (
    <div
      ref={rootRef}
      className="relative"
      // Hover opens and closes the list only where there is real hover: touch screens emulate mouse
      // events on a tap, and there the chevron (or a tap outside) opens and closes it.
      onMouseEnter={() => {
        if (hasMenu && canHover()) onOpenChange(true);
      }}
      onMouseLeave={() => {
        if (canHover()) onOpenChange(false);
      }}
      onBlur={(event) => {
        // Tabbing out closes the list. A click moves focus nowhere on Safari (relatedTarget null):
        // closing then would drop the list before its option gets the click; the outside tap covers it.
        const next = event.relatedTarget as Node | null;
        if (next && !event.currentTarget.contains(next)) onOpenChange(false);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          onOpenChange(false);
          toggleRef.current?.focus();
        }
      }}
    >
      <div className={`flex items-center rounded-full ring-1 transition ${active ? 'bg-brand-600 text-white ring-brand-600' : 'bg-white text-ink-700 ring-ink-200'}`}>
        <button type="button" aria-pressed={active} onClick={() => onChoose({ category: category.name })} className={`rounded-full py-1.5 text-sm font-medium ${hasMenu ? 'pl-4 pr-1.5' : 'px-4'} ${active ? '' : 'hover:bg-ink-50'}`}>
          {category.name}
        </button>
        {hasMenu && (
          <button
            ref={toggleRef}
            type="button"
            aria-label={`${category.name} types`}
            aria-expanded={open}
            aria-controls={open ? listId : undefined}
            onClick={() => onOpenChange(!open)}
            className={`mr-1 grid size-7 place-items-center rounded-full ${active ? 'hover:bg-white/15' : 'text-ink-500 hover:bg-ink-100'}`}
          >
            <Icon name="chevron" className={`size-4 transition-transform ${open ? '-rotate-90' : 'rotate-90'}`} />
          </button>
        )}
      </div>
      {hasMenu && open && (
        <div ref={listRef} id={listId} className="absolute top-full z-20 pt-1" data-testid="type-dropdown">
          <div className="max-h-[60vh] overflow-y-auto rounded-xl bg-white p-3 text-sm text-ink-800 shadow-xl ring-1 ring-ink-200" style={{ width: DROPDOWN_WIDTH, maxWidth: 'calc(100vw - 1rem)' }}>
            {category.types.length > 0 && (
              <ul className="mb-2 space-y-0.5">
                {category.types.map((type) => (
                  <li key={type.id}>{option(type.name, { category: category.name, type: type.name }, '')}</li>
                ))}
              </ul>
            )}
            {category.subcategories.map((sub) => (
              <div key={sub.id} className="border-t border-ink-100 pt-2">
                {option(sub.name, { category: category.name, subcategory: sub.name }, 'text-xs font-semibold uppercase tracking-wide text-ink-500')}
                <ul className="space-y-0.5">
                  {sub.types.map((type) => (
                    <li key={type.id}>{option(type.name, { category: category.name, subcategory: sub.name, type: type.name }, 'pl-4')}</li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
        </div>
      )}
    </div>
  );
}
