import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Reveal } from '../reveal.tsx';
import { DetailsSkeleton } from './contact-skeleton.tsx';

// The details and the form need the API client and the zod contracts: loaded when the section comes
// near, so the landing's first load stays inside its 150 KB budget (see docs/decisions/0050).
const loadPanel = () => import('./contact-panel.tsx');
const ContactDetails = lazy(() => loadPanel().then((m) => ({ default: m.ContactDetails })));
const ContactForm = lazy(() => loadPanel().then((m) => ({ default: m.ContactForm })));

function useNear(margin = '800px') {
  const ref = useRef<HTMLElement>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const el = ref.current;
    if (!el || near) return;
    const io = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), { rootMargin: margin });
    io.observe(el);
    return () => io.disconnect();
  }, [near, margin]);
  return { ref, near };
}

export function ContactSection() {
  const { ref, near } = useNear();
  return (
    <section ref={ref} aria-labelledby="contact-title" className="relative scroll-mt-20 overflow-hidden bg-ink-50 py-20 sm:py-28" id="contact">
      <div className="mx-auto grid max-w-7xl gap-12 px-4 sm:px-6 lg:grid-cols-[1fr_1.3fr] lg:gap-16 lg:px-8">
        <Reveal>
          <p className="text-sm font-semibold tracking-widest text-brand-600 uppercase">Contact</p>
          <h2 id="contact-title" className="mt-3 font-display text-3xl font-bold tracking-tight text-ink-950 sm:text-4xl">
            Book a demo for your store
          </h2>
          <p className="mt-4 text-lg leading-relaxed text-ink-600">Tell us about your store and we will show you TryOwn with your own collection.</p>
          <Suspense fallback={<DetailsSkeleton />}>{near ? <ContactDetails /> : <DetailsSkeleton />}</Suspense>
        </Reveal>
        <Reveal delay={120}>
          <div className="min-h-[26rem] rounded-3xl bg-white p-6 shadow-xl shadow-ink-900/5 ring-1 ring-ink-100 sm:p-8">
            <Suspense fallback={null}>{near && <ContactForm />}</Suspense>
          </div>
        </Reveal>
      </div>
    </section>
  );
}
