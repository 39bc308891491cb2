/** Holds the contact details' place while they load (same height, so nothing jumps). */
export function DetailsSkeleton() {
  return (
    <div className="mt-10 space-y-4" role="status" aria-label="Loading contact details">
      {[0, 1, 2].map((i) => (
        <div key={i} className="h-[4.75rem] animate-pulse rounded-2xl bg-ink-200/60" />
      ))}
    </div>
  );
}
