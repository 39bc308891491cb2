import { useState } from 'react';
import type { CategoriesResponse } from '@tryown/contracts';
import { Pill } from '../../catalogue/components/catalogue-states.tsx';
import type { DressFilters } from '../api/get-dresses.ts';

type Tree = CategoriesResponse['categories'];

/**
 * Category pills; hovering (or focusing) one opens its types and its subcategory-grouped types.
 * The chosen filters show as chips that can be removed one by one.
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
        {tree.map((category) => {
          const hasMenu = category.types.length > 0 || category.subcategories.length > 0;
          return (
            <div
              key={category.id}
              className="relative"
              onMouseEnter={() => setOpenId(category.id)}
              onMouseLeave={() => setOpenId((id) => (id === category.id ? null : id))}
              onFocus={() => setOpenId(category.id)}
              onBlur={(event) => {
                if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpenId(null);
              }}
              onKeyDown={(event) => {
                if (event.key === 'Escape') setOpenId(null);
              }}
            >
              <Pill active={filters.category === category.name && !filters.subcategory && !filters.type} onClick={() => choose({ category: category.name })}>
                {category.name}
              </Pill>
              {hasMenu && openId === category.id && (
                <div className="absolute left-0 top-full z-20 pt-1" data-testid="type-dropdown">
                  <div className="w-64 rounded-xl bg-white p-3 text-sm shadow-xl ring-1 ring-ink-200">
                    {category.types.length > 0 && (
                      <ul className="mb-2 space-y-0.5">
                        {category.types.map((type) => (
                          <li key={type.id}>
                            <button type="button" className="w-full rounded-lg px-2 py-1 text-left hover:bg-ink-50" onClick={() => choose({ category: category.name, type: type.name })}>
                              {type.name}
                            </button>
                          </li>
                        ))}
                      </ul>
                    )}
                    {category.subcategories.map((sub) => (
                      <div key={sub.id} className="border-t border-ink-100 pt-2">
                        <button type="button" className="w-full rounded-lg px-2 py-1 text-left text-xs font-semibold uppercase tracking-wide text-ink-500 hover:bg-ink-50" onClick={() => choose({ category: category.name, subcategory: sub.name })}>
                          {sub.name}
                        </button>
                        <ul className="space-y-0.5">
                          {sub.types.map((type) => (
                            <li key={type.id}>
                              <button type="button" className="w-full rounded-lg px-2 py-1 pl-4 text-left hover:bg-ink-50" onClick={() => choose({ category: category.name, subcategory: sub.name, type: type.name })}>
                                {type.name}
                              </button>
                            </li>
                          ))}
                        </ul>
                      </div>
                    ))}
                  </div>
                </div>
              )}
            </div>
          );
        })}
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
