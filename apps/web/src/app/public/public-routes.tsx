import type { RouteObject } from 'react-router';
import { ComingSoonPage } from './coming-soon-page.tsx';
import { DemoPage } from './demo-page.tsx';
import { LandingPage } from './landing-page.tsx';
import { PublicLayout } from './public-layout.tsx';
import { comingSoonPages } from './public-pages.ts';

/** The public area: landing at / and /home (where logout goes), placeholders for the rest. Eager: it is the first paint. */
export const publicRoutes: RouteObject = {
  element: <PublicLayout />,
  children: [
    { index: true, element: <LandingPage /> },
    { path: 'home', element: <LandingPage /> },
    { path: 'demo', element: <DemoPage /> },
    ...comingSoonPages.map(({ path, title }) => ({
      path,
      // Until /contact is built, it points to the working form on the landing page.
      element: <ComingSoonPage key={path} title={title} action={path === 'contact' ? { to: '/#contact', label: 'Send us a message' } : undefined} />,
    })),
  ],
};
