import { GARMENT_PHOTO, PERSON_PHOTO, PERSON_PHOTO_KNEES } from '@tryown/contracts';
import { Link } from 'react-router';

const STEPS = [
  ['Add your models', `Upload ${PERSON_PHOTO}; ${PERSON_PHOTO_KNEES}.`],
  ['Add your dresses', `Upload ${GARMENT_PHOTO}; give it a name, a category and a type.`],
  ['Generate a look', 'In Playground or Try-on, pick a model and a dress: the result appears in a few seconds.'],
  ['Keep the results', 'Saved looks are in AI Outfits, where you can open or delete them.'],
  ['Invite shoppers', 'Shoppers register with your Client User ID (Business Profile) and try your dresses on their own photos.'],
] as const;

/** The Help screen of a store: how the dashboard works, and where to write to us. */
export function StoreHelpPanel() {
  return (
    <section aria-labelledby="help-heading" className="space-y-6">
      <h2 id="help-heading" className="font-display text-2xl font-bold text-ink-950">
        How TryOwn works
      </h2>
      <ol className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {STEPS.map(([title, text], index) => (
          <li key={title} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-ink-200/70">
            <span className="grid size-8 place-items-center rounded-full bg-brand-50 text-sm font-bold text-brand-700">{index + 1}</span>
            <h3 className="mt-3 font-semibold text-ink-900">{title}</h3>
            <p className="mt-1 text-sm text-ink-600">{text}</p>
          </li>
        ))}
      </ol>
      <p className="text-sm text-ink-600">
        Still stuck?{' '}
        <Link to="/#contact" className="font-medium text-brand-700 underline">
          Write to us
        </Link>
        .
      </p>
    </section>
  );
}
