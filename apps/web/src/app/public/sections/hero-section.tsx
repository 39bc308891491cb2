import { Link } from 'react-router';
import { Icon } from '../../../components/icon.tsx';
import { heroSlides } from '../landing-content.ts';
import { PublicIcon } from '../public-icons.tsx';
import { HeroCarousel } from './hero-carousel.tsx';

const promises = ['No app to install', 'In store and online', 'Private by design'];

export function HeroSection() {
  return (
    <section aria-labelledby="hero-title" className="relative isolate overflow-hidden">
      <div className="absolute inset-0 -z-10 bg-[radial-gradient(60rem_40rem_at_10%_-10%,var(--color-brand-100),transparent_60%),radial-gradient(50rem_36rem_at_100%_10%,var(--color-accent-100),transparent_55%)]" aria-hidden="true" />
      <div className="mx-auto grid max-w-7xl items-center gap-14 px-4 pt-12 pb-20 sm:px-6 md:pt-20 lg:grid-cols-[1.1fr_1fr] lg:gap-10 lg:px-8 lg:pb-28">
        <div className="text-center lg:text-left">
          <p className="inline-flex items-center gap-2 rounded-full bg-white/80 px-3.5 py-1.5 text-xs font-semibold text-brand-700 shadow-sm ring-1 ring-brand-100">
            <Icon name="sparkle" className="size-4" /> AI virtual try-on for fashion stores
          </p>
          <h1 id="hero-title" className="mt-6 font-display text-[2.5rem] leading-tight font-extrabold tracking-tight text-ink-950 sm:text-6xl xl:text-7xl">
            <span className="whitespace-nowrap">Try it</span> <span className="font-light text-ink-300">|</span>{' '}
            <span className="whitespace-nowrap bg-gradient-to-r from-brand-600 via-brand-500 to-accent-500 bg-clip-text text-transparent">Own it</span>
          </h1>
          <p className="mx-auto mt-6 max-w-xl text-lg leading-relaxed text-ink-600 sm:text-xl lg:mx-0">
            Let shoppers see themselves in your collection in seconds, on their phone or on a smart mirror in your store. Less time in trial rooms, fewer returns, more confident buyers.
          </p>
          <div className="mt-9 flex flex-col justify-center gap-3 sm:flex-row lg:justify-start">
            <Link
              to="/demo"
              className="inline-flex h-13 items-center justify-center gap-2 rounded-2xl bg-brand-600 px-7 text-base font-semibold text-white shadow-lg shadow-brand-600/30 transition hover:-translate-y-0.5 hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
            >
              Try a demo <Icon name="arrowRight" className="size-5" />
            </Link>
            <Link
              to="/#contact"
              className="inline-flex h-13 items-center justify-center rounded-2xl bg-white px-7 text-base font-semibold text-ink-900 shadow-sm ring-1 ring-ink-200 transition hover:-translate-y-0.5 hover:ring-ink-300 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
            >
              Book a demo
            </Link>
          </div>
          <ul className="mt-9 flex flex-wrap justify-center gap-x-6 gap-y-2 text-sm font-medium text-ink-600 lg:justify-start">
            {promises.map((promise) => (
              <li key={promise} className="inline-flex items-center gap-2">
                <span className="grid size-5 place-items-center rounded-full bg-brand-600 text-white">
                  <PublicIcon name="check" className="size-3" />
                </span>
                {promise}
              </li>
            ))}
          </ul>
        </div>
        <div className="relative mx-auto w-full max-w-sm sm:max-w-md">
          <div className="absolute -inset-8 -z-10 rounded-[3rem] bg-gradient-to-br from-brand-300/50 via-accent-300/40 to-transparent blur-3xl" aria-hidden="true" />
          <HeroCarousel slides={heroSlides} />
        </div>
      </div>
    </section>
  );
}
