/** A drawn illustration of a try-on (model + dress = result): no third-party photos. */
export function TryOnPreview() {
  return (
    <div className="relative mx-auto w-full max-w-md" aria-hidden="true">
      <div className="absolute -inset-6 rounded-[2.5rem] bg-gradient-to-br from-brand-200/60 via-accent-100/60 to-transparent blur-2xl" />
      <div className="relative grid grid-cols-2 gap-4 rounded-[2rem] bg-white/90 p-4 shadow-2xl ring-1 ring-ink-100">
        <Figure tone="from-ink-100 to-ink-200" dress="#cbd5e1" caption="Your photo" />
        <Figure tone="from-brand-100 to-accent-100" dress="url(#dress)" caption="Wearing it" highlight />
        <div className="col-span-2 flex items-center justify-between rounded-2xl bg-ink-950 px-4 py-3 text-white">
          <div>
            <p className="text-xs text-ink-400">Linen wrap dress</p>
            <p className="text-sm font-semibold">₹2,499 <span className="ml-1 text-xs font-normal text-ink-400 line-through">₹3,299</span></p>
          </div>
          <span className="rounded-lg bg-accent-500 px-3 py-1.5 text-xs font-bold">24% off</span>
        </div>
      </div>
    </div>
  );
}

function Figure({ tone, dress, caption, highlight = false }: { tone: string; dress: string; caption: string; highlight?: boolean }) {
  return (
    <figure className={`relative overflow-hidden rounded-2xl bg-gradient-to-b ${tone} ${highlight ? 'ring-2 ring-brand-400' : ''}`}>
      <svg viewBox="0 0 120 180" className="h-56 w-full">
        <defs>
          <linearGradient id="dress" x1="0" x2="1" y1="0" y2="1">
            <stop offset="0" stopColor="#6366f1" />
            <stop offset="1" stopColor="#f43f5e" />
          </linearGradient>
        </defs>
        <circle cx="60" cy="38" r="16" fill="#e7c9b0" />
        <path d="M52 30c0-10 16-12 18-2 2 6-1 10-1 10l-2-8c-6 2-10 0-15 0z" fill="#3b2a22" />
        <rect x="55" y="52" width="10" height="8" fill="#e7c9b0" />
        <path d="M42 62c6-4 30-4 36 0l6 40-8 2 10 66H34l10-66-8-2z" fill={dress} />
        <path d="M44 66l-8 38M76 66l8 38" stroke="#e7c9b0" strokeWidth="6" strokeLinecap="round" />
      </svg>
      <figcaption className="absolute bottom-2 left-2 rounded-full bg-white/90 px-2.5 py-1 text-[11px] font-semibold text-ink-700">{caption}</figcaption>
    </figure>
  );
}
