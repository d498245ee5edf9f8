import type { Permission } from '@careercard/shared/permissions';
import { paths } from '@/config/paths';

/**
 * The back-office sections, each with its own URL and the staff permission it needs (null: any
 * staff member); `page` loads a section that is built (it checks the permission itself), the
 * others are still to come.
 */
export const adminSections = [
  {
    to: paths.admin.users,
    key: 'users',
    permission: 'manage_users',
    page: () => import('./users'),
  },
  {
    to: paths.admin.staff,
    key: 'staff',
    permission: 'manage_staff',
    page: () => import('./staff'),
  },
  {
    to: paths.admin.packages,
    key: 'packages',
    permission: 'manage_packages',
    page: () => import('./packages'),
  },
  {
    to: paths.admin.templates,
    key: 'templates',
    permission: 'manage_templates',
    page: () => import('./cv-templates'),
  },
  {
    to: paths.admin.vcardTemplates,
    key: 'vcardTemplates',
    permission: 'manage_templates',
    page: () => import('./vcard-templates'),
  },
  {
    to: paths.admin.pages,
    key: 'pages',
    permission: 'manage_pages',
    page: () => import('./pages'),
  },
  {
    to: paths.admin.blog,
    key: 'blog',
    permission: 'manage_blog',
    page: () => import('./blog'),
  },
  {
    to: paths.admin.nfcDesigns,
    key: 'nfcDesigns',
    permission: 'manage_nfc',
    page: () => import('./nfc-designs'),
  },
  {
    to: paths.admin.nfcOrders,
    key: 'nfcOrders',
    permission: 'manage_nfc',
    page: () => import('./nfc-orders'),
  },
  {
    to: paths.admin.payments,
    key: 'payments',
    permission: 'view_payments',
    page: () => import('./payments'),
  },
  {
    to: paths.admin.settings,
    key: 'settings',
    permission: 'manage_settings',
    page: () => import('./settings'),
  },
  {
    to: paths.admin.activity,
    key: 'activity',
    permission: null,
    page: () => import('./activity'),
  },
  {
    to: paths.admin.security,
    key: 'security',
    permission: null,
    page: () => import('./security'),
  },
] as const satisfies ReadonlyArray<{
  to: string;
  key: string;
  permission: Permission | null;
  page?: () => Promise<unknown>;
}>;

export type AdminSectionKey = (typeof adminSections)[number]['key'];
