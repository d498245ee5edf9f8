import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { adminSections } from './routes/admin/sections';
import { RouteError } from './routes/route-error';

/** Every route of the user spec, with clean URLs; each page's code loads when first visited. */
export const routes: RouteObject[] = [
  {
    errorElement: <RouteError />,
    // The router waits for the first page's lazy code before it renders; this shows meanwhile.
    HydrateFallback: FirstPageLoading,
    children: [
      {
        lazy: () => import('./routes/site-layout'),
        children: [
          { index: true, lazy: () => import('./routes/landing') },
          { path: 'analyzer', lazy: () => import('./routes/analyzer') },
          { path: 'payment/success', lazy: () => import('./routes/payment-result') },
          { path: 'p/blog', lazy: () => import('./routes/public/blog') },
          { path: 'p/blog/category/:slug', lazy: () => import('./routes/public/blog') },
          { path: 'p/blog/:slug', lazy: () => import('./routes/public/blog-post') },
          // Pages staff publish in Page Management; a Draft or missing one is '404 - Page Not Found'.
          { path: 'p/:slug', lazy: () => import('./routes/public/page') },
          { path: '*', lazy: () => import('./routes/not-found') },
        ],
      },
      { path: 'login', lazy: () => import('./routes/auth/login') },
      { path: 'signup', lazy: () => import('./routes/auth/signup') },
      { path: 'forgot-password', lazy: () => import('./routes/auth/forgot-password') },
      { path: 'reset-password', lazy: () => import('./routes/auth/reset-password') },
      { path: 'confirm-email', lazy: () => import('./routes/confirm-email') },
      { path: 'admin/login', lazy: () => import('./routes/auth/admin-login') },
      { path: 'v/:slug', lazy: () => import('./routes/public/vcard') },
      { path: 'cv-preview', lazy: () => import('./routes/cv/cv-preview') },
      { path: 'cv-template-sample', lazy: () => import('./routes/cv/cv-template-sample') },
      { path: 'cv/:userId', lazy: () => import('./routes/cv/cv-of-user') },
      {
        path: 'dashboard',
        lazy: () => import('./routes/dashboard/layout'),
        children: [
          { index: true, lazy: () => import('./routes/dashboard/home') },
          { path: 'my-cvs', lazy: () => import('./routes/dashboard/my-cvs') },
          { path: 'my-cvs/new', lazy: () => import('./routes/dashboard/my-cvs-new') },
          { path: 'my-cvs/:id', lazy: () => import('./routes/dashboard/my-cvs-edit') },
          { path: 'ats-checker', lazy: () => import('./routes/dashboard/ats-checker') },
          { path: 'custom-cv', lazy: () => import('./routes/dashboard/custom-cv') },
          { path: 'pdf-management', lazy: () => import('./routes/dashboard/pdf-management') },
          { path: 'settings', lazy: () => import('./routes/dashboard/settings') },
          { path: 'v-card', lazy: () => import('./routes/dashboard/v-card') },
          { path: 'order-nfc-card', lazy: () => import('./routes/dashboard/order-nfc-card') },
        ],
      },
      {
        path: 'admin',
        lazy: () => import('./routes/admin/layout'),
        children: [
          { index: true, lazy: () => import('./routes/admin/home') },
          // Every section is built now: each loads its own page.
          ...adminSections.map((section) => ({
            path: section.to.slice(paths.admin.home.length + 1),
            lazy: section.page,
          })),
        ],
      },
    ],
  },
];

/** A spinner that fades in late, so a quick first load shows no flash. */
function FirstPageLoading() {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      className="flex min-h-dvh items-center justify-center transition-opacity delay-300 duration-300 starting:opacity-0"
    >
      <Spinner className="size-7 text-brand-600" />
      <span className="sr-only">{t('common.loading')}</span>
    </div>
  );
}

export function AppRouter() {
  const router = useMemo(() => createBrowserRouter(routes), []);
  return <RouterProvider router={router} />;
}
