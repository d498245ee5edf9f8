/** The account roles (in zod-free code, so that the web app's first script can check one). */
export const roles = ['user', 'admin'] as const;
export type Role = (typeof roles)[number];

/**
 * Staff permission keys. The admin spec names the first five; the others guard the back-office
 * sections it leaves unassigned, so every section has exactly one key.
 */
export const permissions = {
  manage_users: 'Manage Users',
  manage_staff: 'Manage Staff & Roles',
  manage_packages: 'Manage Packages',
  manage_templates: 'Manage Templates',
  manage_pages: 'Manage Pages',
  manage_blog: 'Manage Blog',
  manage_nfc: 'Manage NFC Cards',
  manage_settings: 'Manage Settings',
  view_payments: 'View Payments',
  refund_payments: 'Refund Payments',
} as const;

export type Permission = keyof typeof permissions;
export const permissionKeys = Object.keys(permissions) as Permission[];

/** Role 1 is Super Admin: it always holds every permission and cannot be deleted. */
export const SUPER_ADMIN_ROLE_ID = 1;
/** Staff of a deleted role move to role 3 (Support). */
export const FALLBACK_ROLE_ID = 3;
