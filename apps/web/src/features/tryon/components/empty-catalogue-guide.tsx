import { GARMENT_PHOTO, PERSON_PHOTO, PERSON_PHOTO_KNEES } from '@tryown/contracts';
import { Link } from 'react-router';

/** Where the store adds what a try-on needs: a link to each screen (absent when the store has no tab for it). */
export type CatalogueLinks = { models?: string; dresses?: string };

const STEPS = [
  { key: 'models', title: 'Add your first model', text: `Upload ${PERSON_PHOTO}; ${PERSON_PHOTO_KNEES}.`, screen: 'Models' },
  { key: 'dresses', title: 'Add your first dress', text: `Upload ${GARMENT_PHOTO}.`, screen: 'Dresses' },
] as const;

/** The Try-on screen of a store with no model or no dress yet: what to add first, and where. */
export function EmptyCatalogueGuide({ missing, links }: { missing: { models: boolean; dresses: boolean }; links: CatalogueLinks }) {
  return (
    <section aria-labelledby="tryon-empty-heading" className="rounded-2xl border border-dashed border-ink-300 bg-white px-6 py-10">
      <h3 id="tryon-empty-heading" className="text-lg font-semibold text-ink-900">
        Add your first model and dress
      </h3>
      <p className="mt-1 text-sm text-ink-600">A try-on puts one of your dresses on one of your models. Add both, then come back here.</p>
      <ol className="mt-6 grid gap-4 sm:grid-cols-2">
        {STEPS.map((step, index) => {
          const done = !missing[step.key];
          const href = links[step.key];
          return (
            <li key={step.key} className="rounded-xl bg-ink-50 p-4 ring-1 ring-ink-100" data-done={done || undefined}>
              <p className="text-sm font-semibold text-ink-900">
                {index + 1}. {step.title}
                {done && <span className="ml-2 rounded-full bg-success-50 px-2 py-0.5 text-xs font-medium text-success-700">Done</span>}
              </p>
              <p className="mt-1 text-sm text-ink-600">{step.text}</p>
              {!done &&
                (href ? (
                  <Link to={href} className="mt-3 inline-flex text-sm font-semibold text-brand-700 hover:underline">
                    Go to {step.screen}
                  </Link>
                ) : (
                  <p className="mt-3 text-xs text-ink-500">Your dashboard has no {step.screen} tab yet: ask your admin to add one.</p>
                ))}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
