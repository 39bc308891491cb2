import { Link } from 'react-router';
import { Icon } from '../../components/icon.tsx';
import { documentTitle } from '../../lib/document-title.ts';

/** The specs' placeholder for public pages that are not built yet. */
export function ComingSoonPage({ title, action }: { title: string; action?: { to: string; label: string } }) {
  return (
    <main className="relative isolate flex flex-1 items-center overflow-hidden">
      <title>{documentTitle(title)}</title>
      <div className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_top,var(--color-brand-100),transparent_65%)]" aria-hidden="true" />
      <div className="mx-auto w-full max-w-3xl px-4 py-24 text-center sm:px-6">
        <h1 className="font-display text-4xl font-bold tracking-tight text-ink-950 sm:text-5xl">{title}</h1>
        <p className="mt-4 text-lg text-ink-500">This page is coming soon.</p>
        <div className="mt-10 flex flex-wrap justify-center gap-3">
          <Link to="/" className="inline-flex h-11 items-center gap-2 rounded-xl bg-white px-5 text-sm font-semibold text-ink-800 ring-1 ring-ink-200 hover:bg-ink-50">
            <Icon name="arrowLeft" className="size-4" /> Back to home
          </Link>
          {action && (
            <Link to={action.to} className="inline-flex h-11 items-center gap-2 rounded-xl bg-brand-600 px-5 text-sm font-semibold text-white shadow-sm hover:bg-brand-700">
              {action.label} <Icon name="arrowRight" className="size-4" />
            </Link>
          )}
        </div>
      </div>
    </main>
  );
}
