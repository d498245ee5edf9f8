import { z } from 'zod';
import { takaPrice } from './money';
import { listQuerySchema, pageFields } from './pagination';

/**
 * Package Management (admin spec §2, §5): the price list. A package with a code is what
 * checkout charges for that item; a package without one is on the list only.
 */

const packageStatuses = ['Active', 'Inactive'] as const;
export const packageCodes = ['cv_download', 'custom_cv', 'nfc_shipping', 'subscription'] as const;
export type PackageCode = (typeof packageCodes)[number];

export const PACKAGE_FORM_MESSAGE = 'Please fill all fields correctly.';
export const PACKAGE_NOT_FOUND_MESSAGE = 'Package not found.';
export const PACKAGE_IN_USE_MESSAGE =
  'Checkout charges this package, so it cannot be deleted. Make it Inactive to stop selling it.';

export const adminPackageSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  /** Taka. */
  price: z.number(),
  status: z.enum(packageStatuses),
  /** What checkout charges this package for; null when nothing does yet. */
  code: z.enum(packageCodes).nullable(),
});
export type AdminPackage = z.infer<typeof adminPackageSchema>;

const packageFields = {
  name: z
    .string({ error: 'The name field is required.' })
    .trim()
    .min(1, 'The name field is required.')
    .max(120, 'The name must be at most 120 characters.'),
  description: z
    .string({ error: 'The description must be text.' })
    .trim()
    .max(1000, 'The description must be at most 1000 characters.'),
  price: takaPrice(1_000_000),
  status: z.enum(packageStatuses, { error: 'The status must be Active or Inactive.' }),
};

/** The package form: a name, a price not below 0 (a new package costs 0), a status. */
export const packageInputSchema = z.strictObject({
  ...packageFields,
  description: packageFields.description.default(''),
  price: packageFields.price.default(0),
  status: packageFields.status.default('Active'),
});
export type PackageInput = z.input<typeof packageInputSchema>;

/** A change to part of a package (the status badge sends only the status): no defaults. */
export const packagePatchSchema = z.strictObject(packageFields).partial();
export type PackagePatch = z.input<typeof packagePatchSchema>;

export const PACKAGE_PAGE_SIZE = 20;

/** GET /api/admin/packages?sort=&dir=&page=: in the order they were made unless asked otherwise. */
export const adminPackagesQuerySchema = listQuerySchema(['created_at', 'name', 'price', 'status'], {
  sort: 'created_at',
  dir: 'asc',
});
export type AdminPackagesQuery = z.infer<typeof adminPackagesQuerySchema>;

export const adminPackagesResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(adminPackageSchema),
  ...pageFields,
});

export const adminPackageResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: adminPackageSchema,
});
