/** The TryOwn mark and word; `tone` adapts it to light or dark surfaces. */
export function BrandLogo({ tone = 'dark', compact = false }: { tone?: 'dark' | 'light'; compact?: boolean }) {
  return (
    <span className="inline-flex items-center gap-2.5">
      <span className="grid size-9 shrink-0 place-items-center rounded-xl bg-gradient-to-br from-brand-500 to-accent-500 text-white shadow-md shadow-brand-500/30">
        <svg viewBox="0 0 24 24" className="size-5" fill="currentColor" aria-hidden="true">
          <path d="M8.5 3 4 6l2 4 2-1v11h8V9l2 1 2-4-4.5-3h-2.2a2.3 2.3 0 0 1-4.6 0z" />
        </svg>
      </span>
      {!compact && (
        <span className={`text-lg font-bold tracking-tight ${tone === 'light' ? 'text-white' : 'text-ink-900'}`}>
          {/* brand-600 / brand-400: at least 4.5:1 against white and against ink-950 (WCAG AA). */}
          Try<span className={tone === 'light' ? 'text-brand-400' : 'text-brand-600'}>Own</span>
        </span>
      )}
    </span>
  );
}
