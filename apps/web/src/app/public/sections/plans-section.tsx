import { plans, type Plan } from '../landing-content.ts';
import { PublicIcon } from '../public-icons.tsx';
import { Reveal } from '../reveal.tsx';
import { SectionHeading } from './section-heading.tsx';

/** The spec's three plans: name, features, a mark (an icon, not an emoji) and the highlight; no prices. */
export function PlansSection() {
  return (
    <section aria-labelledby="plans-title" className="scroll-mt-20 bg-gradient-to-b from-white to-brand-50/60 py-20 sm:py-28" id="plans">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id="plans-title" eyebrow="Plans" title="A mode for every store" lead="Start with try-on at the counter and grow into full commerce. We tailor every plan to your store." />
        <ul className="mt-16 grid items-stretch gap-6 lg:grid-cols-3 lg:gap-8">
          {plans.map((plan, i) => (
            <li key={plan.name} className="h-full">
              <Reveal delay={i * 100} className="h-full">
                <PlanCard plan={plan} />
              </Reveal>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function PlanCard({ plan }: { plan: Plan }) {
  const dark = plan.highlighted;
  return (
    <article
      aria-label={plan.name}
      data-highlighted={plan.highlighted}
      className={`relative flex h-full flex-col rounded-3xl p-8 ${
        dark ? 'bg-ink-950 text-white shadow-2xl shadow-brand-900/30 ring-2 ring-brand-500 lg:-my-4 lg:py-12' : 'bg-white text-ink-900 shadow-sm ring-1 ring-ink-200'
      }`}
    >
      <span
        className={`grid size-14 place-items-center rounded-2xl ${dark ? 'bg-white/10 text-brand-300' : 'bg-brand-50 text-brand-600'}`}
        role="img"
        aria-label={`${plan.name} icon`}
        data-testid="plan-icon"
      >
        <PublicIcon name={plan.icon} className="size-7" />
      </span>
      <h3 className="mt-6 text-2xl font-bold tracking-tight">{plan.name}</h3>
      <ul className="mt-6 flex-1 space-y-3 text-sm">
        {plan.features.map((feature) => {
          const missing = feature.startsWith('no ');
          return (
            <li key={feature} className={`flex items-start gap-3 ${missing ? (dark ? 'text-ink-400' : 'text-ink-500') : ''}`}>
              <span
                className={`mt-0.5 grid size-5 shrink-0 place-items-center rounded-full ${
                  missing ? 'bg-ink-100 text-ink-400' : dark ? 'bg-brand-500 text-white' : 'bg-brand-50 text-brand-600'
                }`}
              >
                <PublicIcon name={missing ? 'minus' : 'check'} className="size-3" />
              </span>
              <span className="first-letter:uppercase">{feature}</span>
            </li>
          );
        })}
      </ul>
      <a
        href="#contact"
        className={`mt-8 inline-flex h-12 items-center justify-center gap-2 rounded-xl text-sm font-semibold transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 ${
          dark ? 'bg-gradient-to-r from-brand-500 to-accent-500 text-white shadow-lg shadow-brand-500/30 hover:brightness-110' : 'bg-ink-50 text-ink-900 ring-1 ring-ink-200 hover:bg-ink-100'
        }`}
      >
        {dark ? 'Most Popular' : 'Book a demo'}
      </a>
    </article>
  );
}
