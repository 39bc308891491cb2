import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { PublicIcon } from '../public-icons.tsx';
import type { Picture } from '../landing-content.ts';

/** The spec: autoplay every 3000 ms, looping, and it keeps playing after the visitor uses the controls. */
export const AUTOPLAY_MS = 3000;

const prefersReducedMotion = () => typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * Cross-fading carousel (WAI-ARIA carousel pattern): previous/next, one dot per slide, swipe, arrow
 * keys, and a pause button (moving content must be pausable). Every navigation restarts the 3 s
 * timer rather than stopping it. Reduced motion starts paused.
 */
export function HeroCarousel({ slides }: { slides: Picture[] }) {
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(() => !prefersReducedMotion());
  const pointerX = useRef<number | null>(null);
  const count = slides.length;

  useEffect(() => {
    if (!playing) return;
    const timer = window.setTimeout(() => setIndex((i) => (i + 1) % count), AUTOPLAY_MS);
    return () => window.clearTimeout(timer);
  }, [index, playing, count]);

  const go = (next: number) => setIndex(((next % count) + count) % count);
  const handleKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') go(index - 1);
    else if (event.key === 'ArrowRight') go(index + 1);
  };
  const handlePointerDown = (event: PointerEvent) => {
    pointerX.current = event.clientX;
  };
  const handlePointerUp = (event: PointerEvent) => {
    if (pointerX.current === null) return;
    const dx = event.clientX - pointerX.current;
    pointerX.current = null;
    if (Math.abs(dx) > 40) go(dx < 0 ? index + 1 : index - 1);
  };
  const current = slides[index]!;

  return (
    <section aria-roledescription="carousel" aria-label="Virtual try-on showcase" className="relative" onKeyDown={handleKeyDown}>
      <div
        className="relative aspect-[4/5] touch-pan-y overflow-hidden rounded-[2rem] bg-brand-100 shadow-2xl shadow-brand-900/20 ring-1 ring-white/60 select-none"
        onPointerDown={handlePointerDown}
        onPointerUp={handlePointerUp}
        onPointerCancel={() => (pointerX.current = null)}
      >
        {slides.map((slide, i) => (
          <div
            key={slide.src}
            role="group"
            aria-roledescription="slide"
            aria-label={`${i + 1} of ${count}`}
            aria-hidden={i !== index}
            inert={i !== index}
            data-active={i === index}
            className={`absolute inset-0 transition-[opacity,transform] duration-700 ease-out ${i === index ? 'scale-100 opacity-100' : 'scale-[1.04] opacity-0'}`}
          >
            <img
              src={slide.src}
              alt={slide.alt}
              width={400}
              height={500}
              draggable={false}
              fetchPriority={i === 0 ? 'high' : 'low'}
              className="size-full object-cover"
            />
          </div>
        ))}
        <div className="pointer-events-none absolute inset-x-3 bottom-3 flex items-center justify-between gap-3 rounded-2xl bg-white/85 px-4 py-3 shadow-lg backdrop-blur sm:inset-x-4 sm:bottom-4">
          <div className="min-w-0">
            <p className="text-[11px] font-semibold tracking-wider text-brand-600 uppercase">AI try-on</p>
            <p className="truncate text-sm font-semibold text-ink-900" aria-live={playing ? 'off' : 'polite'}>
              {current.caption}
            </p>
          </div>
          <span className="inline-flex shrink-0 items-center gap-1 rounded-full bg-success-50 px-2.5 py-1 text-xs font-semibold text-success-700">
            <PublicIcon name="check" className="size-3.5" /> Ready
          </span>
        </div>
      </div>

      <div className="mt-5 flex items-center justify-center gap-3">
        <CarouselButton label="Previous slide" icon="prev" onClick={() => go(index - 1)} />
        <div className="flex items-center gap-2">
          {slides.map((slide, i) => (
            <button
              key={slide.src}
              type="button"
              aria-label={`Show slide ${i + 1}: ${slide.caption}`}
              aria-current={i === index ? 'true' : undefined}
              onClick={() => go(i)}
              className="group grid size-6 place-items-center rounded-full focus-visible:outline-2 focus-visible:outline-brand-500"
            >
              <span className={`block h-2 rounded-full transition-all duration-300 ${i === index ? 'w-6 bg-brand-600' : 'w-2 bg-ink-300 group-hover:bg-ink-400'}`} />
            </button>
          ))}
        </div>
        <CarouselButton label="Next slide" icon="next" onClick={() => go(index + 1)} />
        <CarouselButton label={playing ? 'Pause slideshow' : 'Play slideshow'} icon={playing ? 'pause' : 'play'} onClick={() => setPlaying((p) => !p)} />
      </div>
    </section>
  );
}

function CarouselButton({ label, icon, onClick }: { label: string; icon: 'prev' | 'next' | 'pause' | 'play'; onClick: () => void }) {
  return (
    <button
      type="button"
      aria-label={label}
      onClick={onClick}
      className="grid size-10 place-items-center rounded-full bg-white text-ink-700 shadow-sm ring-1 ring-ink-200 transition hover:bg-ink-50 hover:text-ink-950 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
    >
      <PublicIcon name={icon} className="size-4" />
    </button>
  );
}
