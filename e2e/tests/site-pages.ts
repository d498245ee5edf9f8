/** Every page of the product, by who may open it, for the sweeps that visit them all. */
export const PUBLIC_PAGES = [
  '/',
  '/analyzer',
  '/login',
  '/signup',
  '/forgot-password',
  '/p/blog',
  '/p/blog/how-to-write-an-ats-friendly-cv',
  '/p/blog/category/cv-tips',
  '/p/about-us',
  '/p/pricing',
  '/p/privacy-policy',
  '/admin/login',
];
export const DASHBOARD_PAGES = [
  '/dashboard',
  '/dashboard/my-cvs',
  '/dashboard/pdf-management',
  '/dashboard/ats-checker',
  '/dashboard/custom-cv',
  '/dashboard/v-card',
  '/dashboard/order-nfc-card',
  '/dashboard/settings',
];
export const BACK_OFFICE_PAGES = [
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
  '/admin/settings',
  '/admin/activity',
];
