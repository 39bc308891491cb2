import { Outlet, ScrollRestoration } from 'react-router';
import { PublicFooter } from './public-footer.tsx';
import { PublicHeader } from './public-header.tsx';
import './public.css';

/** Shared header and footer of the public area. */
export function PublicLayout() {
  return (
    <div className="flex min-h-dvh flex-col bg-white">
      <a href="#main" className="sr-only z-50 rounded-lg bg-white px-4 py-2 font-semibold text-brand-700 shadow focus:not-sr-only focus:fixed focus:top-3 focus:left-3">
        Skip to content
      </a>
      <PublicHeader />
      <div id="main" className="flex flex-1 flex-col">
        <Outlet />
      </div>
      <PublicFooter />
      <ScrollRestoration />
    </div>
  );
}
