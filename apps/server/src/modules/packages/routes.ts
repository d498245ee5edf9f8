import {
  adminPackageResponseSchema,
  adminPackagesQuerySchema,
  adminPackagesResponseSchema,
  packageInputSchema,
  packagePatchSchema,
} from '@careercard/shared/packages';
import { pricesResponseSchema } from '@careercard/shared/payments';
import { messageSchema, validationErrorSchema } from '@careercard/shared/validation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../plugins/access';
import type { PackageService } from './service';

const staff = { access: 'admin:manage_packages' } as const;
const secured = { security: [{ bearer: [] }], tags: ['packages'] };
const packageId = z.object({
  id: z.coerce
    .number({ error: 'The package id must be a number.' })
    .int('The package id must be a whole number.')
    .positive('The package id must be a whole number.')
    .max(2_147_483_647, 'The package id is too large.'),
});

export const packageRoutes: FastifyPluginAsyncZod<{ packages: PackageService }> = async (
  app,
  { packages },
) => {
  app.get(
    '/api/prices',
    {
      config: { access: 'public' },
      schema: {
        tags: ['packages'],
        summary:
          "Current prices of a CV download and a custom CV, in taka, from the admin's packages",
        response: { 200: pricesResponseSchema },
      },
    },
    async () => ({ success: true as const, data: await packages.prices() }),
  );

  app.get(
    '/api/admin/packages',
    {
      config: staff,
      schema: {
        ...secured,
        summary:
          'A page of the packages, active or not, with what checkout charges each for; ?sort=&dir=&page=',
        querystring: adminPackagesQuerySchema,
        response: { 200: adminPackagesResponseSchema, 422: validationErrorSchema },
      },
    },
    async (request) => ({ success: true as const, ...(await packages.list(request.query)) }),
  );

  app.post(
    '/api/admin/packages',
    {
      config: staff,
      schema: {
        ...secured,
        summary: 'Add a package (a new one costs 0 unless priced)',
        body: packageInputSchema,
        response: { 201: adminPackageResponseSchema, 422: validationErrorSchema },
      },
    },
    async (request, reply) => {
      const created = await packages.create(request.body, actorOf(request));
      return reply
        .status(201)
        .send({ success: true as const, message: 'Package created.', data: created });
    },
  );

  app.put(
    '/api/admin/packages/:id',
    {
      config: staff,
      schema: {
        ...secured,
        summary: 'Change a package: only the fields sent (the status badge sends the status)',
        params: packageId,
        body: packagePatchSchema,
        response: {
          200: adminPackageResponseSchema,
          404: messageSchema,
          409: messageSchema,
          422: validationErrorSchema,
        },
      },
    },
    async (request) => ({
      success: true as const,
      message: 'Package updated.',
      data: await packages.update(request.params.id, request.body, actorOf(request)),
    }),
  );

  app.delete(
    '/api/admin/packages/:id',
    {
      config: staff,
      schema: {
        ...secured,
        summary: 'Delete a package no checkout charges',
        params: packageId,
        response: {
          200: messageSchema,
          404: messageSchema,
          409: messageSchema,
          422: validationErrorSchema,
        },
      },
    },
    async (request) => {
      await packages.remove(request.params.id, actorOf(request));
      return { message: 'Package deleted.' };
    },
  );
};
