/**
 * Every page address of the web app, as router patterns (":name" is one path segment). The
 * server answers any other address with 404 and the not-found page, so a mistyped link or a
 * crawler sees a missing page as missing; the web router's test holds its routes to this list.
 */
export const webPagePatterns = [
  '/',
  '/analyzer',
  '/payment/success',
  '/p/blog',
  '/p/blog/category/:slug',
  '/p/blog/:slug',
  '/p/:slug',
  '/login',
  '/signup',
  '/forgot-password',
  '/reset-password',
  '/confirm-email',
  '/admin/login',
  '/v/:slug',
  '/cv-preview',
  '/cv-template-sample',
  '/cv/:userId',
  '/dashboard',
  '/dashboard/my-cvs',
  '/dashboard/my-cvs/new',
  '/dashboard/my-cvs/:id',
  '/dashboard/ats-checker',
  '/dashboard/custom-cv',
  '/dashboard/pdf-management',
  '/dashboard/settings',
  '/dashboard/v-card',
  '/dashboard/order-nfc-card',
  '/admin',
  '/admin/users',
  '/admin/staff',
  '/admin/packages',
  '/admin/templates',
  '/admin/vcard-templates',
  '/admin/pages',
  '/admin/blog',
  '/admin/nfc-designs',
  '/admin/nfc-orders',
  '/admin/payments',
  '/admin/security',
  '/admin/settings',
  '/admin/activity',
] as const;

// As the browser router matches: any case, one optional trailing slash.
const matchers = webPagePatterns.map(
  (pattern) =>
    new RegExp(
      `^${pattern === '/' ? '' : pattern.replace(/:[^/]+/g, '[^/]+').replace(/\./g, '\\.')}/?$`,
      'i',
    ),
);

/** Whether a path (no query) is one of the web app's pages. */
export const isWebPage = (pathname: string) => matchers.some((matcher) => matcher.test(pathname));
