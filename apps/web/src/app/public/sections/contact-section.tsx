import type { ReactNode } from 'react';
import { PublicIcon, type PublicIconName } from '../public-icons.tsx';
import { Reveal } from '../reveal.tsx';
import { useSiteInfo } from '../use-site-info.ts';
import { ContactForm } from './contact-form.tsx';

export function ContactSection() {
  return (
    <section aria-labelledby="contact-title" className="relative scroll-mt-20 overflow-hidden bg-ink-50 py-20 sm:py-28" id="contact">
      <div className="mx-auto grid max-w-7xl gap-12 px-4 sm:px-6 lg:grid-cols-[1fr_1.3fr] lg:gap-16 lg:px-8">
        <Reveal>
          <p className="text-sm font-semibold tracking-widest text-brand-600 uppercase">Contact</p>
          <h2 id="contact-title" className="mt-3 font-display text-3xl font-bold tracking-tight text-ink-950 sm:text-4xl">
            Book a demo for your store
          </h2>
          <p className="mt-4 text-lg leading-relaxed text-ink-600">Tell us about your store and we will show you TryOwn with your own collection. We usually reply within one working day.</p>
          <ContactDetails />
        </Reveal>
        <Reveal delay={120}>
          <div className="rounded-3xl bg-white p-6 shadow-xl shadow-ink-900/5 ring-1 ring-ink-100 sm:p-8">
            <ContactForm />
          </div>
        </Reveal>
      </div>
    </section>
  );
}

function ContactDetails() {
  const site = useSiteInfo();
  if (site.isPending) {
    return (
      <div className="mt-10 space-y-4" role="status" aria-label="Loading contact details">
        {[0, 1, 2].map((i) => (
          <div key={i} className="h-14 animate-pulse rounded-2xl bg-ink-200/60" />
        ))}
      </div>
    );
  }
  if (site.isError) {
    return <p className="mt-10 rounded-2xl bg-white p-4 text-sm text-ink-600 ring-1 ring-ink-200">Our contact details could not be loaded just now. The form still reaches us.</p>;
  }
  const { address, phone, email } = site.data.contact;
  return (
    <ul className="mt-10 space-y-4">
      <Detail icon="pin" label="Address">
        <address className="not-italic">{address}</address>
      </Detail>
      <Detail icon="phone" label="Phone">
        <a href={`tel:${phone.replace(/[^\d+]/g, '')}`} className="hover:text-brand-700">
          {phone}
        </a>
      </Detail>
      <Detail icon="mail" label="Email">
        <a href={`mailto:${email}`} className="hover:text-brand-700">
          {email}
        </a>
      </Detail>
    </ul>
  );
}

function Detail({ icon, label, children }: { icon: PublicIconName; label: string; children: ReactNode }) {
  return (
    <li className="flex items-start gap-4 rounded-2xl bg-white p-4 ring-1 ring-ink-100">
      <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-brand-50 text-brand-600">
        <PublicIcon name={icon} className="size-5" />
      </span>
      <div className="min-w-0 text-sm">
        <p className="font-semibold text-ink-500">{label}</p>
        <div className="mt-0.5 font-medium break-words text-ink-900">{children}</div>
      </div>
    </li>
  );
}
