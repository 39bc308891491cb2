import type { ReactNode } from 'react';
import { Spinner } from './spinner.tsx';
import { Button } from './button.tsx';

/** Loading, error and empty states shared by the models and dresses grids. */
export function GridState({ kind, message, onRetry }: { kind: 'loading' | 'error' | 'empty'; message?: ReactNode; onRetry?: () => void }) {
  if (kind === 'loading') {
    return (
      <div role="status" className="flex items-center justify-center gap-3 py-16 text-sm text-ink-500">
        <Spinner className="size-5 text-brand-600" /> Loading…
      </div>
    );
  }
  return (
    <div role={kind === 'error' ? 'alert' : undefined} className={`rounded-2xl border border-dashed px-6 py-16 text-center text-sm ${kind === 'error' ? 'border-danger-300 text-danger-700' : 'border-ink-300 text-ink-500'}`}>
      <p>{message}</p>
      {onRetry && (
        <Button variant="secondary" size="sm" className="mt-4" onClick={onRetry}>
          Try again
        </Button>
      )}
    </div>
  );
}

/** A thumbnail that falls back to the full image when the thumbnail is missing (older uploads). */
export function CatalogueImage({ thumbnailUrl, imageUrl, alt, className = '' }: { thumbnailUrl: string; imageUrl: string; alt: string; className?: string }) {
  return (
    <img
      src={thumbnailUrl}
      alt={alt}
      loading="lazy"
      onError={(event) => {
        if (event.currentTarget.src !== new URL(imageUrl, window.location.href).href) event.currentTarget.src = imageUrl;
      }}
      className={className}
    />
  );
}

export function Pill({ active, children, onClick, ...rest }: { active: boolean; children: ReactNode; onClick: () => void } & Record<`data-${string}`, string>) {
  return (
    <button
      type="button"
      aria-pressed={active}
      onClick={onClick}
      className={`rounded-full px-4 py-1.5 text-sm font-medium ring-1 transition ${active ? 'bg-brand-600 text-white ring-brand-600' : 'bg-white text-ink-700 ring-ink-200 hover:bg-ink-50'}`}
      {...rest}
    >
      {children}
    </button>
  );
}

/** The parts of an infinite list query (dresses, models) that `LoadMore` reads. */
type PagedList = { data?: { pages: { total: number }[] }; hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => Promise<unknown> };

/** Under a paged grid: how many of the total are shown, and 'Load more' while pages remain. */
export function LoadMore({ list, shown, noun }: { list: PagedList; shown: number; noun: [one: string, many: string] }) {
  const total = list.data?.pages.at(-1)?.total ?? shown;
  return (
    <div className="flex flex-col items-center gap-3">
      <p className="text-sm text-ink-500" data-testid="grid-count">
        Showing {shown.toLocaleString('en-IN')} of {total.toLocaleString('en-IN')} {total === 1 ? noun[0] : noun[1]}
      </p>
      {list.hasNextPage && (
        <Button variant="secondary" pending={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
          Load more
        </Button>
      )}
    </div>
  );
}
