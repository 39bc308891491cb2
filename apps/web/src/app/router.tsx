import { lazy, Suspense, type ReactNode } from 'react';
import { createBrowserRouter, Navigate } from 'react-router';
import { PageLoader } from '../components/page-loader.tsx';
import { publicRoutes } from './public/public-routes.tsx';

// Each signed-in area is its own lazy chunk: a shopper opening the landing page never downloads a dashboard.
const AuthArea = lazy(() => import('./auth/auth-routes.tsx'));
const AdminArea = lazy(() => import('./admin/admin-routes.tsx'));
const SuperadminArea = lazy(() => import('./superadmin/superadmin-routes.tsx'));
const ForgotPasswordPage = lazy(() => import('./recovery/recovery-pages.tsx').then((m) => ({ default: m.ForgotPasswordPage })));
const ResetPasswordPage = lazy(() => import('./recovery/recovery-pages.tsx').then((m) => ({ default: m.ResetPasswordPage })));

function area(element: ReactNode) {
  return <Suspense fallback={<PageLoader />}>{element}</Suspense>;
}

export const routes = [
  publicRoutes,
  { path: 'auth/*', element: area(<AuthArea />) },
  { path: 'admin/*', element: area(<AdminArea />) },
  { path: 'superadmin/*', element: area(<SuperadminArea />) },
  { path: 'forgot-password', element: area(<ForgotPasswordPage />) },
  { path: 'reset-password', element: area(<ResetPasswordPage />) },
  { path: '*', element: <Navigate to="/" replace /> },
];

export const router = createBrowserRouter(routes);
