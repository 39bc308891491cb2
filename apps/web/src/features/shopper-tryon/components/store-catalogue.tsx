import { useState } from 'react';
import type { Dress } from '@tryown/contracts';
import { Button } from '../../../components/button.tsx';
import { CatalogueImage, GridState, LoadMore, Pill } from '../../../components/catalogue-states.tsx';
import { DressPrice } from '../../../components/dress-price.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useDressFilters, useShopperDresses, type DressQuery } from '../api/shopper-api.ts';
import { TryOnDialog } from './try-on-dialog.tsx';

/** The Store section: the store's enabled dresses, new arrivals first, filtered by category and type. */
export function StoreCatalogue({ onAddPhoto }: { onAddPhoto: () => void }) {
  const [query, setQuery] = useState<DressQuery>({});
  const [trying, setTrying] = useState<Dress | null>(null);
  const filters = useDressFilters();
  const list = useShopperDresses(query);
  const dresses = list.data?.pages.flatMap((page) => page.dresses) ?? [];
  const types = filters.data?.categories.find((c) => c.name === query.category)?.types ?? [];

  let grid;
  if (list.isPending) grid = <GridState kind="loading" />;
  else if (list.isError) grid = <GridState kind="error" message={errorMessage(list.error, 'The dresses could not be loaded.')} onRetry={() => void list.refetch()} />;
  else if (dresses.length === 0) grid = <GridState kind="empty" message={query.category ? 'No dresses match this filter.' : 'This store has no dresses to try on yet.'} />;
  else
    grid = (
      <>
        <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3 xl:grid-cols-4">
          {dresses.map((dress) => (
            <li key={dress._id} className="flex flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-ink-200/70" data-testid="shopper-dress">
              <div className="relative aspect-[3/4] bg-ink-100">
                <CatalogueImage thumbnailUrl={dress.thumbnailUrl} imageUrl={dress.imageUrl} alt={dress.name || dress.type} className="size-full object-cover" />
                {dress.isNewArrival && <span className="absolute left-2 top-2 rounded-full bg-accent-500 px-2 py-0.5 text-xs font-semibold text-white">New</span>}
              </div>
              <div className="flex flex-1 flex-col gap-1 p-3">
                <p className="truncate font-medium text-ink-900">{dress.name || dress.type}</p>
                <p className="truncate text-xs text-ink-500">{[dress.brand, dress.type].filter(Boolean).join(' · ')}</p>
                <DressPrice dress={dress} />
                <Button size="sm" className="mt-auto" onClick={() => setTrying(dress)}>
                  Try it on
                </Button>
              </div>
            </li>
          ))}
        </ul>
        <LoadMore list={list} shown={dresses.length} noun={['dress', 'dresses']} />
      </>
    );

  return (
    <section className="space-y-4" aria-label="Store">
      <div className="flex flex-wrap gap-2">
        <Pill active={!query.category} onClick={() => setQuery({})}>
          All
        </Pill>
        {filters.data?.categories.map((category) => (
          <Pill key={category.name} active={query.category === category.name} onClick={() => setQuery({ category: category.name })}>
            {category.name}
          </Pill>
        ))}
      </div>
      {types.length > 1 && (
        <div className="flex flex-wrap gap-2" aria-label="Types">
          {types.map((type) => (
            <Pill key={type} active={query.type === type} onClick={() => setQuery({ category: query.category, type: query.type === type ? undefined : type })}>
              {type}
            </Pill>
          ))}
        </div>
      )}
      {grid}
      {trying && <TryOnDialog dress={trying} onClose={() => setTrying(null)} onAddPhoto={onAddPhoto} />}
    </section>
  );
}
