import { features } from '../landing-content.ts';
import { PublicIcon } from '../public-icons.tsx';
import { Reveal } from '../reveal.tsx';
import { SectionHeading } from './section-heading.tsx';

export function FeaturesSection() {
  return (
    <section aria-labelledby="features-title" className="relative scroll-mt-20 overflow-hidden bg-ink-950 py-20 sm:py-28" id="features">
      <div className="absolute inset-0 bg-[radial-gradient(40rem_30rem_at_85%_0%,rgb(99_102_241/0.35),transparent_60%),radial-gradient(36rem_24rem_at_0%_100%,rgb(244_63_94/0.22),transparent_60%)]" aria-hidden="true" />
      <div className="relative mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id="features-title" tone="dark" eyebrow="Features" title="Everything a store needs to offer try‑on" lead="One platform for your catalogue, your shoppers and your smart mirrors." />
        <ul className="mt-14 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {features.map((feature, i) => (
            <li key={feature.title} className="h-full">
              <Reveal delay={(i % 3) * 90} className="h-full">
                <article className="h-full rounded-3xl bg-white/[0.04] p-7 ring-1 ring-white/10 backdrop-blur transition hover:bg-white/[0.08] hover:ring-white/20">
                  <span className="grid size-12 place-items-center rounded-2xl bg-white/10 text-brand-200 ring-1 ring-white/15">
                    <PublicIcon name={feature.icon} className="size-6" />
                  </span>
                  <h3 className="mt-5 text-lg font-semibold text-white">{feature.title}</h3>
                  <p className="mt-2 text-sm leading-relaxed text-ink-300">{feature.text}</p>
                </article>
              </Reveal>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
