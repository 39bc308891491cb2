import { lazy, Suspense, type ReactNode } from 'react';
import { createBrowserRouter, Navigate } from 'react-router';
import { PageLoader } from '../components/page-loader.tsx';
import { PublicLayout } from './public/public-layout.tsx';
import { LandingPage } from './public/landing-page.tsx';
import { ComingSoonPage } from './public/coming-soon-page.tsx';

// Each signed-in area is its own lazy chunk: a shopper opening the landing page never downloads a dashboard.
const AuthArea = lazy(() => import('./auth/auth-routes.tsx'));
const AdminArea = lazy(() => import('./admin/admin-routes.tsx'));
const SuperadminArea = lazy(() => import('./superadmin/superadmin-routes.tsx'));

function area(element: ReactNode) {
  return <Suspense fallback={<PageLoader />}>{element}</Suspense>;
}

export const routes = [
  {
    element: <PublicLayout />,
    children: [
      { index: true, element: <LandingPage /> },
      { path: 'features', element: <ComingSoonPage title="Features" /> },
      { path: 'pricing', element: <ComingSoonPage title="Pricing" /> },
      { path: 'demo', element: <ComingSoonPage title="Demo" /> },
      { path: 'contact', element: <ComingSoonPage title="Contact" /> },
    ],
  },
  { path: 'auth/*', element: area(<AuthArea />) },
  { path: 'admin/*', element: area(<AdminArea />) },
  { path: 'superadmin/*', element: area(<SuperadminArea />) },
  { path: '*', element: <Navigate to="/" replace /> },
];

export const router = createBrowserRouter(routes);
