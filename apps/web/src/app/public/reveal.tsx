import { useEffect, useRef, type CSSProperties, type ReactNode } from 'react';

/**
 * Scroll reveal (the spec: 800 ms, repeatable, mirrored). One shared IntersectionObserver writes
 * `data-reveal` straight onto the element, so scrolling never re-renders React: 'in' while visible,
 * 'below' or 'above' once it leaves, so it fades in from the side it re-enters and fades out the
 * way it left. CSS (public.css) animates it and shows everything at once under reduced motion.
 */
let observer: IntersectionObserver | null = null;

function sharedObserver(): IntersectionObserver {
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        const el = entry.target as HTMLElement;
        const side = entry.boundingClientRect.top < (entry.rootBounds?.top ?? 0) ? 'above' : 'below';
        if (!entry.isIntersecting) {
          el.dataset.reveal = side;
          continue;
        }
        // A jump (Home key, a link to the top) moves an element from one side to the other without
        // crossing the viewport, so no entry reports it: put it on the side it really enters from,
        // without animating that, before it slides in.
        if (el.dataset.reveal !== 'in' && el.dataset.reveal !== side) {
          el.style.transition = 'none';
          el.dataset.reveal = side;
          void el.offsetHeight;
          el.style.transition = '';
        }
        el.dataset.reveal = 'in';
      }
    },
    { threshold: 0.12, rootMargin: '0px 0px -6% 0px' },
  );
  return observer;
}

export function Reveal({ children, className = '', delay = 0 }: { children: ReactNode; className?: string; delay?: number }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof IntersectionObserver === 'undefined') {
      if (el) el.dataset.reveal = 'in';
      return;
    }
    const io = sharedObserver();
    io.observe(el);
    return () => io.unobserve(el);
  }, []);
  return (
    <div ref={ref} data-reveal="below" className={className} style={{ '--reveal-delay': `${delay}ms` } as CSSProperties}>
      {children}
    </div>
  );
}
