import { Link } from 'react-router';
import { Icon } from '../../components/icon.tsx';
import { Spinner } from '../../components/spinner.tsx';
import { errorMessage } from '../../lib/api-client.ts';
import { useDemoCatalogue } from './use-demo-catalogue.ts';
import { useWidgetScript } from './use-widget-script.ts';
import { documentTitle } from '../../lib/document-title.ts';

/**
 * /demo: the landing's "Try a demo". The demo store's garments with the same "Try it on" widget a
 * shop puts on its website: the visitor tries one on a demo model (offered by the demo's widget only)
 * or on their own photo, anonymously, deleted after a day.
 */
export function DemoPage() {
  const demo = useDemoCatalogue();
  useWidgetScript(demo.data?.key ?? undefined);
  return (
    <main className="mx-auto w-full max-w-6xl flex-1 px-4 py-12 sm:px-6 sm:py-16">
      <title>{documentTitle('Demo')}</title>
      <h1 className="font-display text-4xl font-bold tracking-tight text-ink-950 sm:text-5xl">Try it on yourself</h1>
      <p className="mt-4 max-w-2xl text-lg text-ink-600">
        Pick a garment from our demo store and try it on one of our models, or on a photo of you. No account needed: your photo and the results are deleted after a day. This is the same “Try it on” button a store adds to its own website.
      </p>
      {demo.isPending && (
        <p role="status" className="mt-10 flex items-center gap-3 text-ink-500">
          <Spinner className="size-5 text-brand-600" /> Loading the demo store…
        </p>
      )}
      {(demo.isError || demo.data?.key === null) && (
        <div role="alert" className="mt-10 rounded-2xl bg-ink-50 p-6 text-ink-700">
          <p className="font-semibold">{demo.isError ? errorMessage(demo.error, 'The demo could not be loaded') : 'The demo store is not set up on this server'}.</p>
          <p className="mt-2">
            We are happy to show you TryOwn in person:{' '}
            <Link to="/#contact" className="font-semibold text-brand-700 underline">
              book a demo
            </Link>
            .
          </p>
        </div>
      )}
      {demo.data && (
        <ul className="mt-10 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
          {demo.data.dresses.map((dress) => (
            <li key={dress.id} className="flex flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-ink-200/70">
              <img src={dress.imageUrl} alt={dress.name} className="aspect-[3/4] w-full bg-ink-50 object-contain" />
              <div className="flex flex-1 flex-col gap-3 p-3">
                <p className="text-sm font-semibold text-ink-900">{dress.name}</p>
                <button
                  type="button"
                  data-tryown-dress={dress.id}
                  className="mt-auto inline-flex h-10 items-center justify-center gap-2 rounded-xl bg-brand-600 px-3 text-sm font-semibold text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
                >
                  <Icon name="sparkle" className="size-4" /> Try it on
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}
