import { pricesResponseSchema } from '@careercard/shared/payments';
import { messageSchema } from '@careercard/shared/validation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PackageService } from './service';

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
        response: { 200: pricesResponseSchema, 409: messageSchema },
      },
    },
    async () => ({ success: true as const, data: await packages.prices() }),
  );
};
