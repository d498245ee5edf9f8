import {
  Component as ReactComponent,
  lazy,
  Suspense,
  type ComponentType,
  type ReactNode,
} from 'react';
import type { Locale } from '@careercard/shared/locale';
import type { QueryClient } from '@tanstack/react-query';
import {
  BrowserRouter,
  matchRoutes,
  useLocation,
  useRoutes,
  type Params,
  type RouteObject,
} from 'react-router';
import { PageLoading } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { adminSections } from './routes/admin/sections';
import * as landing from './routes/landing';
import { RouteError } from './routes/route-error';
import * as siteLayout from './routes/site-layout';

/**
 * What a page draws from the API, fetched into the query cache before the server renders it:
 * the same queries, by the same keys, as the page's own hooks.
 */
export type Prefetch = (
  queryClient: QueryClient,
  at: { params: Params; search: URLSearchParams; locale: Locale },
) => Promise<unknown>;

/** A route module: its page is the `Component` it exports; a public page also its `prefetch`. */
type RouteModule = { Component: ComponentType; prefetch?: Prefetch };
/** A route with the code of its page, fetched when the route is first visited. */
type AppRoute = RouteObject & { load?: () => Promise<RouteModule>; children?: AppRoute[] };

/**
 * A route whose page loads on first visit. Its module is fetched once; the router asks for it
 * as soon as the URL matches, so a layout and its page download together, not one by one.
 */
function page(
  load: () => Promise<RouteModule>,
  route: { path?: string; index?: true; children?: AppRoute[] } = {},
): AppRoute {
  let module: Promise<RouteModule> | undefined;
  const fetchOnce = () => (module ??= load());
  const Page = lazy(() => fetchOnce().then(({ Component }) => ({ default: Component })));
  return { ...route, load: fetchOnce, element: <Page /> } as AppRoute;
}

/**
 * A route whose page comes with the app's own code: the public site's frame and its home page,
 * where most visitors arrive. Loading them later cost a phone one more round trip before the
 * first paint; the other pages are a few kilobytes heavier for it.
 */
function shipped(
  module: RouteModule,
  route: { path?: string; index?: true; children?: AppRoute[] } = {},
): AppRoute {
  return {
    ...route,
    load: () => Promise.resolve(module),
    element: <module.Component />,
  } as AppRoute;
}

/**
 * Every route of the user spec, with clean URLs; each page's code (but the landing page's)
 * loads when first visited. A declarative router (useRoutes), not a data router: the app uses
 * no loaders or actions, and the data router's own code was a tenth of every page's first
 * JavaScript.
 */
export const routes: AppRoute[] = [
  shipped(siteLayout, {
    children: [
      shipped(landing, { index: true }),
      page(() => import('./routes/analyzer'), { path: 'analyzer' }),
      page(() => import('./routes/payment-result'), { path: 'payment/success' }),
      page(() => import('./routes/public/blog'), { path: 'p/blog' }),
      page(() => import('./routes/public/blog'), { path: 'p/blog/category/:slug' }),
      page(() => import('./routes/public/blog-post'), { path: 'p/blog/:slug' }),
      // Pages staff publish in Page Management; a Draft or missing one is '404 - Page Not Found'.
      page(() => import('./routes/public/page'), { path: 'p/:slug' }),
      page(() => import('./routes/not-found'), { path: '*' }),
    ],
  }),
  page(() => import('./routes/auth/login'), { path: 'login' }),
  page(() => import('./routes/auth/signup'), { path: 'signup' }),
  page(() => import('./routes/auth/forgot-password'), { path: 'forgot-password' }),
  page(() => import('./routes/auth/reset-password'), { path: 'reset-password' }),
  page(() => import('./routes/confirm-email'), { path: 'confirm-email' }),
  page(() => import('./routes/auth/admin-login'), { path: 'admin/login' }),
  page(() => import('./routes/public/vcard'), { path: 'v/:slug' }),
  page(() => import('./routes/cv/cv-preview'), { path: 'cv-preview' }),
  page(() => import('./routes/cv/cv-template-sample'), { path: 'cv-template-sample' }),
  page(() => import('./routes/cv/cv-of-user'), { path: 'cv/:userId' }),
  page(() => import('./routes/dashboard/layout'), {
    path: 'dashboard',
    children: [
      page(() => import('./routes/dashboard/home'), { index: true }),
      page(() => import('./routes/dashboard/my-cvs'), { path: 'my-cvs' }),
      page(() => import('./routes/dashboard/my-cvs-new'), { path: 'my-cvs/new' }),
      page(() => import('./routes/dashboard/my-cvs-edit'), { path: 'my-cvs/:id' }),
      page(() => import('./routes/dashboard/ats-checker'), { path: 'ats-checker' }),
      page(() => import('./routes/dashboard/custom-cv'), { path: 'custom-cv' }),
      page(() => import('./routes/dashboard/pdf-management'), { path: 'pdf-management' }),
      page(() => import('./routes/dashboard/settings'), { path: 'settings' }),
      page(() => import('./routes/dashboard/v-card'), { path: 'v-card' }),
      page(() => import('./routes/dashboard/order-nfc-card'), { path: 'order-nfc-card' }),
      page(() => import('./routes/not-found'), { path: '*' }),
    ],
  }),
  page(() => import('./routes/admin/layout'), {
    path: 'admin',
    children: [
      page(() => import('./routes/admin/home'), { index: true }),
      // Every section is built now: each loads its own page.
      ...adminSections.map((section) =>
        page(section.page, { path: section.to.slice(paths.admin.home.length + 1) }),
      ),
      page(() => import('./routes/not-found'), { path: '*' }),
    ],
  }),
];

interface BoundaryProps {
  /** The location's key: a navigation away from a broken page clears the error. */
  at: string;
  children: ReactNode;
}

interface BoundaryState {
  at: string;
  error: { thrown: unknown } | null;
}

/** Anything a page throws while rendering (or a page's code that cannot load) ends here. */
class RouteErrorBoundary extends ReactComponent<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { at: this.props.at, error: null };

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState) {
    return props.at === state.at ? null : { at: props.at, error: null };
  }

  static getDerivedStateFromError(thrown: unknown) {
    return { error: { thrown } };
  }

  override render() {
    const { error } = this.state;
    return error ? <RouteError error={error.thrown} /> : this.props.children;
  }
}

/**
 * Fetches the code of the page at an address: its layout's and its own at once (each only
 * once). A failure shows when the page renders.
 */
export function preloadPage(pathname: string) {
  for (const match of matchRoutes(routes, pathname) ?? []) match.route.load?.().catch(() => {});
}

/**
 * Fetches into `queryClient` what the page at `url` and its layout draw, for the server to
 * render it whole.
 */
export async function prefetchPage(queryClient: QueryClient, url: URL, locale: Locale) {
  await Promise.all(
    (matchRoutes(routes, url.pathname) ?? []).map(async ({ route, params }) => {
      const module = await route.load?.();
      await module?.prefetch?.(queryClient, { params, search: url.searchParams, locale });
    }),
  );
}

/** The app's pages at the router's location (the browser's, or the server's for one page). */
export function AppRoutes() {
  const location = useLocation();
  preloadPage(location.pathname);
  const element = useRoutes(routes, location);
  return (
    <RouteErrorBoundary at={location.key}>
      {/* Navigations are transitions: the old page stays until the new one's code is in, so
          this shows only while the first page loads. */}
      <Suspense fallback={<PageLoading />}>{element}</Suspense>
    </RouteErrorBoundary>
  );
}

export function AppRouter() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
