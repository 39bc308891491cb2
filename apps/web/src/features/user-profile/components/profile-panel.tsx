import { useState } from 'react';
import type { UserProfile } from '@tryown/contracts';
import { Button } from '../../../components/button.tsx';
import { Modal } from '../../../components/modal.tsx';
import { toast } from '../../../components/toast.tsx';
import { formatShortDate } from '../../../lib/format.ts';
import { BasicProfileForm } from './basic-profile-form.tsx';
import { StyleProfileForm } from './style-profile-form.tsx';

const list = (items: string[]) => (items.length ? items.join(', ') : 'Not set');
const done = (flag: boolean) => (flag ? 'Completed' : 'Not completed');

/** Every profile field, read-only, with the two Complete buttons while a part is missing. */
export function ProfilePanel({ profile }: { profile: UserProfile }) {
  const [open, setOpen] = useState<'basic' | 'style' | null>(null);
  const fields: [string, string][] = [
    ['Name', profile.name],
    ['Email', profile.email],
    ['Store', profile.storeName],
    ['Client User ID', profile.userId],
    ['Phone', profile.phone ?? 'Not set'],
    ['Gender', profile.gender ?? 'Not set'],
    ['Age', profile.age === null ? 'Not set' : String(profile.age)],
    ['Height', profile.height === null ? 'Not set' : `${profile.height} cm`],
    ['Favourite categories', list(profile.favouriteCategories)],
    ['Sizes', list(profile.sizes)],
    ['Colours', list(profile.colours)],
    ['Basic profile', done(profile.isBasicProfileCompleted)],
    ['Style profile', done(profile.isStylePreferenceCompleted)],
    ['Member since', formatShortDate(profile.createdAt)],
  ];

  function handleSaved(message: string) {
    setOpen(null);
    toast.success(message);
  }

  return (
    <section aria-labelledby="profile-heading" className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-ink-200/70">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="profile-heading" className="font-display text-xl font-bold text-ink-950">
          Profile
        </h2>
        <div className="flex flex-wrap gap-2">
          {!profile.isBasicProfileCompleted && <Button onClick={() => setOpen('basic')}>Complete Basic Profile</Button>}
          {!profile.isStylePreferenceCompleted && (
            <Button variant="secondary" onClick={() => setOpen('style')}>
              Complete Style Profile
            </Button>
          )}
        </div>
      </div>
      <dl className="mt-6 grid gap-x-8 gap-y-4 sm:grid-cols-2">
        {fields.map(([label, value]) => (
          <div key={label} className="border-b border-ink-100 pb-3">
            <dt className="text-xs font-medium uppercase tracking-wide text-ink-500">{label}</dt>
            <dd className="mt-1 break-words text-sm text-ink-900">{value}</dd>
          </div>
        ))}
      </dl>
      <Modal open={open === 'basic'} title="Complete Basic Profile" onClose={() => setOpen(null)}>
        <BasicProfileForm profile={profile} onSaved={() => handleSaved('Basic profile saved')} />
      </Modal>
      <Modal open={open === 'style'} title="Complete Style Profile" onClose={() => setOpen(null)}>
        <StyleProfileForm profile={profile} onSaved={() => handleSaved('Style profile saved')} />
      </Modal>
    </section>
  );
}
