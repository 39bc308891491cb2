import { Link } from 'react-router';
import { Icon } from '../../components/icon.tsx';
import { TryOnPreview } from './try-on-preview.tsx';

/** Placeholder hero until the full landing page (benefits, plans, gallery) lands in this folder. */
export function LandingPage() {
  return (
    <main className="relative overflow-hidden">
      <div className="pointer-events-none absolute inset-x-0 -top-40 -z-0 h-[36rem] bg-[radial-gradient(ellipse_at_top,var(--color-brand-100),transparent_60%)]" aria-hidden="true" />
      <section className="relative mx-auto grid max-w-6xl items-center gap-12 px-4 py-16 sm:px-6 md:grid-cols-2 md:py-24">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-700 ring-1 ring-brand-100">
            <Icon name="sparkle" className="size-4" /> AI virtual try-on for fashion stores
          </p>
          <h1 className="mt-6 font-display text-5xl font-extrabold tracking-tight text-ink-950 sm:text-6xl">
            Try it <span className="text-ink-300">|</span>{' '}
            <span className="bg-gradient-to-r from-brand-600 to-accent-500 bg-clip-text text-transparent">Own it</span>
          </h1>
          <p className="mt-6 max-w-xl text-lg leading-relaxed text-ink-600">
            Let shoppers see themselves in your collection in seconds — in store on a smart mirror, at home on their phone. Fewer trial-room queues, fewer returns, happier customers.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link to="/demo" className="inline-flex h-12 items-center gap-2 rounded-xl bg-brand-600 px-6 font-semibold text-white shadow-lg shadow-brand-600/25 hover:bg-brand-700">
              Try the demo <Icon name="arrowRight" className="size-4" />
            </Link>
            <Link to="/contact" className="inline-flex h-12 items-center rounded-xl bg-white px-6 font-semibold text-ink-800 ring-1 ring-ink-200 hover:bg-ink-50">
              Book a demo
            </Link>
          </div>
          <dl className="mt-10 grid max-w-md grid-cols-3 gap-6">
            {[
              ['< 30 s', 'per try-on'],
              ['5 MB', 'photo limit'],
              ['0', 'apps to install'],
            ].map(([value, label]) => (
              <div key={label}>
                <dt className="text-xs text-ink-500">{label}</dt>
                <dd className="text-xl font-bold text-ink-900">{value}</dd>
              </div>
            ))}
          </dl>
        </div>
        <TryOnPreview />
      </section>
    </main>
  );
}
