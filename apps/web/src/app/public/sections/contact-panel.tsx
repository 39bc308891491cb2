import type { ReactNode } from 'react';
import { PublicIcon, type PublicIconName } from '../public-icons.tsx';
import { useSiteInfo } from '../use-site-info.ts';
import { DetailsSkeleton } from './contact-skeleton.tsx';

export { ContactForm } from './contact-form.tsx';

/** Address, phone and e-mail from GET /public/site (server configuration). */
export function ContactDetails() {
  const site = useSiteInfo();
  if (site.isPending) return <DetailsSkeleton />;
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
