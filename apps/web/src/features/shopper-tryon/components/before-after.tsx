import { useId, useState } from 'react';

/** The photo and the try-on on top of each other; the slider shows more of one or the other. */
export function BeforeAfter({ beforeUrl, afterUrl }: { beforeUrl: string; afterUrl: string }) {
  const [split, setSplit] = useState(50);
  const id = useId();
  return (
    <figure className="space-y-2">
      <div className="relative mx-auto aspect-[3/4] w-full max-w-sm overflow-hidden rounded-xl bg-ink-100">
        <img src={afterUrl} alt="Your try-on" className="absolute inset-0 size-full object-contain" />
        <img src={beforeUrl} alt="Your photo" className="absolute inset-0 size-full object-contain" style={{ clipPath: `inset(0 ${100 - split}% 0 0)` }} />
        <div className="pointer-events-none absolute inset-y-0 w-0.5 bg-white shadow" style={{ left: `${split}%` }} aria-hidden="true" />
      </div>
      <label htmlFor={id} className="flex items-center gap-3 text-xs text-ink-500">
        <span>Before</span>
        <input id={id} type="range" min={0} max={100} value={split} onChange={(event) => setSplit(Number(event.target.value))} className="flex-1 accent-brand-600" aria-label="Compare before and after" />
        <span>After</span>
      </label>
    </figure>
  );
}
