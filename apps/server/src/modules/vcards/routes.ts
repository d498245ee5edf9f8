import {
  changedVcardResponseSchema,
  myVcardResponseSchema,
  publicVcardResponseSchema,
  publishVcardRequestSchema,
} from '@careercard/shared/vcards';
import { messageSchema, validationErrorSchema } from '@careercard/shared/validation';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import QRCode from 'qrcode';
import { z } from 'zod';
import { attachment } from '../../lib/content-disposition';
import { publicOrigin } from '../../lib/public-origin';
import { isServerRender } from '../../lib/server-render';
import { callerOf } from '../../plugins/access';
import { vcardLink, type VcardService } from './service';

const user = { access: 'user' as const };
const secured = { security: [{ bearer: [] }], tags: ['vcards'] };
const slugParams = z.object({ slug: z.string().max(100) });
const file = z.unknown().describe('The file');

export const vcardRoutes: FastifyPluginAsyncZod<{
  vcards: VcardService;
  /** The origin browsers reach us at; unset: the origin of the request. */
  publicUrl: string | undefined;
}> = async (app, { vcards, publicUrl }) => {
  const me = (request: FastifyRequest) => callerOf(request).account.id;
  /** The link a card is shared by, printed in its QR code and written on NFC tags. */
  const publicLink = (request: FastifyRequest, slug: string) =>
    vcardLink(publicOrigin(request, publicUrl), slug);

  app.get(
    '/api/user/vcard',
    {
      config: user,
      schema: {
        ...secured,
        summary: "The caller's V-Card, or null before the first publish",
        response: { 200: myVcardResponseSchema },
      },
    },
    async (request) => ({ success: true as const, data: await vcards.mine(me(request)) }),
  );

  app.put(
    '/api/user/vcard',
    {
      config: user,
      schema: {
        ...secured,
        summary: 'Publish the V-Card: a CV, a template and a URL slug unique across users',
        body: publishVcardRequestSchema,
        response: {
          200: changedVcardResponseSchema,
          404: messageSchema,
          409: validationErrorSchema,
          422: validationErrorSchema,
        },
      },
    },
    async (request) => ({
      success: true as const,
      data: await vcards.publish(me(request), request.body),
    }),
  );

  app.post(
    '/api/user/vcard/unpublish',
    {
      config: user,
      schema: {
        ...secured,
        summary: 'Take the V-Card offline; its slug stays reserved for the owner',
        response: { 200: changedVcardResponseSchema, 404: messageSchema },
      },
    },
    async (request) => ({ success: true as const, data: await vcards.unpublish(me(request)) }),
  );

  const publicRoute = { config: { access: 'public' as const } };
  const publicSchema = { tags: ['vcards'], params: slugParams };

  app.get(
    '/api/vcards/:slug',
    {
      ...publicRoute,
      schema: {
        ...publicSchema,
        summary: 'A published V-Card (counts a view)',
        response: { 200: publicVcardResponseSchema, 404: messageSchema },
      },
    },
    // The server's render of the card's page is not a view: the visitor's browser counts it
    // once it runs the page (a crawler that runs no script is not counted).
    async (request) => ({
      success: true as const,
      data: await vcards.view(request.params.slug, { count: !isServerRender(request) }),
    }),
  );

  app.get(
    '/api/vcards/:slug/contact.vcf',
    {
      ...publicRoute,
      schema: {
        ...publicSchema,
        summary: 'The card as a vCard 3.0 contact file',
        response: { 200: file, 404: messageSchema },
      },
    },
    async (request, reply) => {
      const { slug } = request.params;
      const { fileName, text } = await vcards.contactFile(slug, publicLink(request, slug));
      return reply
        .type('text/vcard; charset=utf-8')
        .header('content-disposition', attachment(fileName))
        .send(text);
    },
  );

  app.get(
    '/api/vcards/:slug/qr.:format',
    {
      ...publicRoute,
      schema: {
        ...publicSchema,
        params: slugParams.extend({ format: z.enum(['svg', 'png']) }),
        querystring: z.object({ download: z.stringbool().optional() }),
        summary: "A QR code of the card's public link, made here (SVG, or PNG to download)",
        response: { 200: file, 404: messageSchema },
      },
    },
    async (request, reply) => {
      const { slug, format } = request.params;
      await vcards.assertPublished(slug);
      const link = publicLink(request, slug);
      const options = { errorCorrectionLevel: 'M' as const, margin: 2 };
      const image =
        format === 'svg'
          ? await QRCode.toString(link, { ...options, type: 'svg' })
          : await QRCode.toBuffer(link, { ...options, type: 'png', width: 600 });
      if (request.query.download) {
        reply.header('content-disposition', attachment(`${slug}-qr.${format}`));
      }
      return reply
        .type(format === 'svg' ? 'image/svg+xml' : 'image/png')
        .header('cache-control', 'public, max-age=300')
        .send(image);
    },
  );
};
