import { benefits } from '../landing-content.ts';
import { PublicIcon } from '../public-icons.tsx';
import { Reveal } from '../reveal.tsx';
import { SectionHeading } from './section-heading.tsx';

export function BenefitsSection() {
  return (
    <section aria-labelledby="benefits-title" className="scroll-mt-20 py-20 sm:py-28" id="benefits">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id="benefits-title" eyebrow="Why stores choose TryOwn" title="Happier shoppers, busier tills" lead="Virtual try-on turns browsing into buying, on the shop floor and at home." />
        <ul className="mt-14 grid gap-5 sm:grid-cols-2 lg:grid-cols-5">
          {benefits.map((benefit, i) => (
            <li key={benefit.title} className="h-full">
              <Reveal delay={i * 80} className="h-full">
                <div className="group h-full rounded-3xl bg-ink-50 p-6 ring-1 ring-ink-100 transition hover:-translate-y-1 hover:bg-white hover:shadow-xl hover:shadow-ink-900/5">
                  <span className="grid size-12 place-items-center rounded-2xl bg-gradient-to-br from-brand-500 to-accent-500 text-white shadow-md shadow-brand-500/30">
                    <PublicIcon name={benefit.icon} className="size-6" />
                  </span>
                  <h3 className="mt-5 text-lg font-semibold text-ink-950">{benefit.title}</h3>
                  <p className="mt-2 text-sm leading-relaxed text-ink-600">{benefit.text}</p>
                </div>
              </Reveal>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
