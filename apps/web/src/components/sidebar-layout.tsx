import { useEffect, useRef, useState, type ReactNode } from 'react';
import { documentTitle } from '../lib/document-title.ts';
import { useMediaQuery } from '../lib/use-media-query.ts';
import { Icon, type IconName } from './icon.tsx';

export type SidebarItem = {
  id: string;
  label: string;
  icon?: IconName;
  /** Sub-items open under their parent (e.g. Settings > Log out). */
  children?: SidebarItem[];
};

export type SidebarLayoutProps = {
  /** Accessible name of the navigation landmark. */
  label: string;
  brand: ReactNode;
  items: SidebarItem[];
  bottomItems?: SidebarItem[];
  activeId: string;
  onSelect: (id: string) => void;
  /** Below this width (px) the sidebar becomes an overlay: 768 for stores, 992 for admin portals. */
  breakpoint?: number;
  /** Left side of the top bar (usually the area's name). */
  title?: ReactNode;
  /** Right side of the top bar (user chip, actions). */
  topBar?: ReactNode;
  /** The document title's area after the open item's label, e.g. the store's name (default: `label`). */
  titleArea?: string;
  children: ReactNode;
};

const withChildren = (items: SidebarItem[]): SidebarItem[] => items.flatMap((item) => [item, ...withChildren(item.children ?? [])]);

export function SidebarLayout({ label, brand, items, bottomItems = [], activeId, onSelect, breakpoint = 768, title, topBar, titleArea, children }: SidebarLayoutProps) {
  // The browser tab says where the user is: "Dresses · Tara Threads · TryOwn".
  const pageTitle = documentTitle(withChildren([...items, ...bottomItems]).find((item) => item.id === activeId)?.label, titleArea ?? label);
  const isWide = useMediaQuery(`(min-width: ${breakpoint}px)`);
  const [railOnly, setRailOnly] = useState(false);
  const [overlayOpen, setOverlayOpen] = useState(false);
  const [openGroups, setOpenGroups] = useState<Set<string>>(() => new Set());
  const showOverlay = !isWide && overlayOpen;
  const compact = isWide && railOnly;
  const overlayRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!showOverlay) return;
    // Keyboard users land inside the menu they just opened.
    overlayRef.current?.querySelector<HTMLElement>('nav button')?.focus();
    const handleKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOverlayOpen(false);
    };
    document.addEventListener('keydown', handleKeyDown);
    return () => document.removeEventListener('keydown', handleKeyDown);
  }, [showOverlay]);

  function handleSelect(id: string) {
    onSelect(id);
    setOverlayOpen(false);
  }

  function toggleGroup(id: string) {
    if (compact) setRailOnly(false);
    setOpenGroups((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  }

  function renderItem(item: SidebarItem) {
    const active = item.id === activeId;
    const expanded = openGroups.has(item.id);
    const base = `group flex w-full items-center gap-3 rounded-xl px-3 py-2.5 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-brand-400 ${
      compact ? 'justify-center' : ''
    }`;
    if (item.children?.length) {
      return (
        <li key={item.id}>
          <button type="button" className={`${base} text-ink-300 hover:bg-white/5 hover:text-white`} aria-expanded={expanded} onClick={() => toggleGroup(item.id)} title={compact ? item.label : undefined}>
            {item.icon && <Icon name={item.icon} className="size-5 shrink-0" />}
            {!compact && <span className="flex-1 text-left">{item.label}</span>}
            {!compact && <Icon name="chevron" className={`size-4 transition-transform ${expanded ? 'rotate-90' : ''}`} />}
          </button>
          {expanded && !compact && (
            <ul className="mt-1 ml-5 space-y-1 border-l border-white/10 pl-3">
              {item.children.map((child) => (
                <li key={child.id}>
                  <button type="button" className={`${base} text-ink-300 hover:bg-white/5 hover:text-white`} onClick={() => handleSelect(child.id)}>
                    {child.icon && <Icon name={child.icon} className="size-4 shrink-0" />}
                    <span>{child.label}</span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </li>
      );
    }
    return (
      <li key={item.id}>
        <button
          type="button"
          aria-current={active ? 'page' : undefined}
          title={compact ? item.label : undefined}
          onClick={() => handleSelect(item.id)}
          className={`${base} ${active ? 'bg-brand-600 text-white shadow-lg shadow-brand-900/40' : 'text-ink-300 hover:bg-white/5 hover:text-white'}`}
        >
          {item.icon && <Icon name={item.icon} className="size-5 shrink-0" />}
          {!compact && <span className="truncate">{item.label}</span>}
        </button>
      </li>
    );
  }

  const sidebar = (
    <nav aria-label={label} className={`flex h-full flex-col bg-ink-950 text-white ${compact ? 'w-20' : 'w-72'} transition-[width] duration-200`}>
      <div className={`flex h-16 items-center border-b border-white/10 px-4 ${compact ? 'justify-center' : 'justify-between'}`}>
        {!compact && brand}
        {isWide ? (
          <button type="button" onClick={() => setRailOnly((value) => !value)} aria-label={compact ? 'Expand sidebar' : 'Collapse sidebar'} className="rounded-lg p-2 text-ink-400 hover:bg-white/10 hover:text-white">
            <Icon name={compact ? 'chevron' : 'collapse'} className="size-5" />
          </button>
        ) : (
          <button type="button" onClick={() => setOverlayOpen(false)} aria-label="Close menu" className="rounded-lg p-2 text-ink-400 hover:bg-white/10 hover:text-white">
            <Icon name="close" className="size-5" />
          </button>
        )}
      </div>
      <ul className="flex-1 space-y-1 overflow-y-auto px-3 py-4">{items.map(renderItem)}</ul>
      {bottomItems.length > 0 && <ul className="space-y-1 border-t border-white/10 px-3 py-4">{bottomItems.map(renderItem)}</ul>}
    </nav>
  );

  return (
    <div className="flex min-h-dvh bg-ink-50">
      <title>{pageTitle}</title>
      {isWide && <aside className="sticky top-0 h-dvh shrink-0">{sidebar}</aside>}
      {showOverlay && (
        <div ref={overlayRef} className="fixed inset-0 z-40 flex" data-testid="sidebar-overlay">
          <div className="absolute inset-0 bg-ink-950/60 backdrop-blur-sm" aria-hidden="true" onClick={() => setOverlayOpen(false)} />
          <aside className="relative h-full shadow-2xl">{sidebar}</aside>
        </div>
      )}
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="sticky top-0 z-30 flex h-16 items-center gap-3 border-b border-ink-200/70 bg-white/80 px-4 backdrop-blur sm:px-6">
          {!isWide && (
            <button type="button" onClick={() => setOverlayOpen(true)} aria-label="Open menu" aria-expanded={overlayOpen} className="rounded-lg p-2 text-ink-600 hover:bg-ink-100">
              <Icon name="menu" className="size-6" />
            </button>
          )}
          <div className="min-w-0 flex-1 truncate text-sm font-semibold text-ink-700">{title}</div>
          <div className="flex min-w-0 items-center gap-3">{topBar}</div>
        </header>
        <main className="flex-1 px-4 py-6 sm:px-8 sm:py-8">{children}</main>
      </div>
    </div>
  );
}
