import { useState } from 'react';
import { galleryPictures } from '../landing-content.ts';
import { PublicIcon } from '../public-icons.tsx';
import { SectionHeading } from './section-heading.tsx';

/**
 * Six try-on results scrolling in a 20 s loop (public.css): the list is drawn twice and moved by
 * one copy's width, so the loop has no seam; the second copy is hidden from assistive technology.
 * Pauses on hover, on keyboard focus and with the pause button; reduced motion shows a scroller.
 */
export function GallerySection() {
  const [paused, setPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  return (
    <section aria-labelledby="gallery-title" className="scroll-mt-20 overflow-hidden py-20 sm:py-28" id="gallery">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id="gallery-title" eyebrow="Gallery" title="Made with TryOwn" lead="Real looks from a store catalogue, tried on in seconds." />
      </div>
      <div
        className="tryown-marquee-viewport relative mt-14 [mask-image:linear-gradient(to_right,transparent,black_8%,black_92%,transparent)]"
        onMouseEnter={() => setHovered(true)}
        onMouseLeave={() => setHovered(false)}
        onFocus={() => setHovered(true)}
        onBlur={() => setHovered(false)}
      >
        <div className="tryown-marquee flex w-max" data-paused={paused || hovered}>
          {[1, 2].map((copy) => (
            <ul key={copy} data-copy={copy} aria-hidden={copy === 2 ? true : undefined} className="flex">
              {galleryPictures.map((picture) => (
                <li key={picture.src} className="w-56 shrink-0 pr-5 sm:w-72 sm:pr-6">
                  <figure className="overflow-hidden rounded-3xl bg-white shadow-lg shadow-ink-900/10 ring-1 ring-ink-100">
                    <img src={picture.src} alt={copy === 1 ? picture.alt : ''} width={400} height={500} loading="lazy" decoding="async" className="aspect-[4/5] w-full object-cover" />
                    <figcaption className="flex items-center justify-between gap-2 px-4 py-3 text-sm">
                      <span className="truncate font-semibold text-ink-900">{picture.caption}</span>
                      <span className="hidden shrink-0 rounded-full bg-brand-50 px-2 py-0.5 text-[11px] font-semibold text-brand-700 sm:inline">Try-on</span>
                    </figcaption>
                  </figure>
                </li>
              ))}
            </ul>
          ))}
        </div>
      </div>
      <div className="mt-8 flex justify-center">
        <button
          type="button"
          onClick={() => setPaused((p) => !p)}
          className="inline-flex h-10 items-center gap-2 rounded-full bg-white px-4 text-sm font-medium text-ink-700 ring-1 ring-ink-200 hover:bg-ink-50 focus-visible:outline-2 focus-visible:outline-brand-500"
        >
          <PublicIcon name={paused ? 'play' : 'pause'} className="size-4" />
          {paused ? 'Play gallery' : 'Pause gallery'}
        </button>
      </div>
    </section>
  );
}
