import {
  changedVcardResponseSchema,
  myVcardResponseSchema,
  publicVcardResponseSchema,
  publishVcardRequestSchema,
} from '@careercard/shared/vcards';
import {
  vcardStatsResponseSchema,
  vcardVisitRequestSchema,
} from '@careercard/shared/vcard-analytics';
import {
  VCARD_CONTACT_DELETED_MESSAGE,
  VCARD_CONTACT_NOT_FOUND_MESSAGE,
  VCARD_CONTACT_SENT_MESSAGE,
  vcardContactFormResponseSchema,
  vcardContactListResponseSchema,
  vcardContactRequestSchema,
} from '@careercard/shared/vcard-contacts';
import { messageSchema, validationErrorSchema } from '@careercard/shared/validation';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { attachment } from '../../lib/content-disposition';
import { sendCsv } from '../../lib/csv';
import { publicOrigin } from '../../lib/public-origin';
import { isServerRender } from '../../lib/server-render';
import { callerOf } from '../../plugins/access';
import type { Visit, VcardAnalytics } from './analytics';
import { CONTACT_CSV_HEADER, contactCsvRow, contactsFile, type VcardContacts } from './contacts';
import { vcardLink, type VcardService } from './service';
import { vcardVersions } from './vcard-file';

const user = { access: 'user' as const };
const secured = { security: [{ bearer: [] }], tags: ['vcards'] };
const slugParams = z.object({ slug: z.string().max(100) });
const file = z.unknown().describe('The file');

export const vcardRoutes: FastifyPluginAsyncZod<{
  vcards: VcardService;
  analytics: VcardAnalytics;
  contacts: VcardContacts;
  /** The origin browsers reach us at; unset: the origin of the request. */
  publicUrl: string | undefined;
}> = async (app, { vcards, analytics, contacts, publicUrl }) => {
  const me = (request: FastifyRequest) => callerOf(request).account.id;
  /** What is counted of a visitor's request; nothing of it is kept. */
  const visitOf = (request: FastifyRequest): Visit => ({
    ip: request.ip,
    userAgent: request.headers['user-agent'],
    callerId: request.caller?.account.id,
  });
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
    async (request) => ({
      success: true as const,
      data: await vcards.view(request.params.slug),
    }),
  );

  app.post(
    '/api/vcards/:slug/visits',
    {
      ...publicRoute,
      schema: {
        ...publicSchema,
        summary:
          "The card's page tells of a view or a link opened; counted once a day per visitor, bots and the owner left out",
        body: vcardVisitRequestSchema,
        response: { 204: z.null(), 404: messageSchema, 422: validationErrorSchema },
      },
    },
    async (request, reply) => {
      // The server's own render of the page is no visitor.
      if (!isServerRender(request)) {
        const card = await vcards.publicCard(request.params.slug);
        const { kind, ...where } = request.body;
        await analytics.count(card, kind, { ...visitOf(request), ...where });
      }
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/vcards/:slug/contact.vcf',
    {
      ...publicRoute,
      schema: {
        ...publicSchema,
        querystring: z.object({ version: z.enum(vcardVersions).default('3.0') }),
        summary: 'The card as a contact file: vCard 3.0, or 4.0 on request (counts a save)',
        response: { 200: file, 404: messageSchema, 422: validationErrorSchema },
      },
    },
    async (request, reply) => {
      const { slug } = request.params;
      const { card, fileName, text } = await vcards.contactFile(
        slug,
        publicLink(request, slug),
        request.query.version,
      );
      await analytics.count(card, 'save', visitOf(request));
      return reply
        .type('text/vcard; charset=utf-8')
        .header('content-disposition', attachment(fileName))
        .header('cache-control', 'no-store')
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
        querystring: z.object({
          download: z.stringbool().optional(),
          /** The card's photo in the centre (when it has one of our uploads). */
          logo: z.enum(['photo']).optional(),
        }),
        summary:
          "A QR code of the card's link for print, in the card's colours (SVG, or a 300 dpi PNG)",
        response: { 200: file, 404: messageSchema, 422: validationErrorSchema },
      },
    },
    async (request, reply) => {
      const { slug, format } = request.params;
      const { download, logo } = request.query;
      const image = await vcards.qrCode(slug, publicLink(request, slug), {
        format,
        photo: logo === 'photo',
      });
      if (download) {
        reply.header(
          'content-disposition',
          attachment(`${slug}-qr${logo ? '-photo' : ''}.${format}`),
        );
      }
      return reply
        .type(format === 'svg' ? 'image/svg+xml' : 'image/png')
        .header('cache-control', 'public, max-age=300')
        .send(image);
    },
  );

  app.get(
    '/api/vcards/:slug/og.png',
    {
      ...publicRoute,
      schema: {
        ...publicSchema,
        summary: 'The image a shared link to the card previews with, drawn from the card',
        response: { 200: file, 404: messageSchema },
      },
    },
    async (request, reply) =>
      reply
        .type('image/png')
        .header('cache-control', 'public, max-age=3600')
        .send(await vcards.cardImage(request.params.slug)),
  );

  app.get(
    '/api/vcards/:slug/contact-form',
    {
      ...publicRoute,
      schema: {
        ...publicSchema,
        summary: "Opens the form to share one's contact with the card's owner: its token",
        response: { 200: vcardContactFormResponseSchema, 404: messageSchema },
      },
    },
    async (request, reply) => {
      const card = await vcards.publicCard(request.params.slug);
      reply.header('cache-control', 'no-store');
      return { success: true as const, data: { token: contacts.formToken(card.id) } };
    },
  );

  app.post(
    '/api/vcards/:slug/contacts',
    {
      ...publicRoute,
      schema: {
        ...publicSchema,
        summary: "A visitor's contact for the card's owner (with consent); the owner is e-mailed",
        body: vcardContactRequestSchema,
        response: {
          200: messageSchema.extend({ success: z.literal(true) }),
          404: messageSchema,
          422: validationErrorSchema,
          429: messageSchema,
        },
      },
    },
    async (request) => {
      const card = await vcards.publicCard(request.params.slug);
      await contacts.receive(card, request.body, {
        ip: request.ip,
        ownerPage: `${publicOrigin(request, publicUrl)}/dashboard/v-card`,
      });
      return { success: true as const, message: VCARD_CONTACT_SENT_MESSAGE };
    },
  );

  app.get(
    '/api/user/vcard/stats',
    {
      config: user,
      schema: {
        ...secured,
        summary: "How the caller's card was used, day by day for 30 days, and each NFC card's taps",
        response: { 200: vcardStatsResponseSchema, 404: messageSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await analytics.stats(await vcards.owned(me(request))),
    }),
  );

  app.get(
    '/api/user/vcard/contacts',
    {
      config: user,
      schema: {
        ...secured,
        querystring: z.object({ before: z.uuid(VCARD_CONTACT_NOT_FOUND_MESSAGE).optional() }),
        summary: "Contacts visitors left on the caller's card, newest first",
        response: {
          200: vcardContactListResponseSchema,
          404: messageSchema,
          422: validationErrorSchema,
        },
      },
    },
    async (request) => {
      const card = await vcards.owned(me(request));
      return { success: true as const, data: await contacts.list(card.id, request.query.before) };
    },
  );

  app.get(
    '/api/user/vcard/contacts.vcf',
    {
      config: user,
      schema: {
        ...secured,
        summary: "Every contact left on the caller's card, as one vCard file",
        response: { 200: file, 404: messageSchema },
      },
    },
    async (request, reply) => {
      const card = await vcards.owned(me(request));
      const { fileName, text } = contactsFile(await contacts.all(card.id));
      return reply
        .type('text/vcard; charset=utf-8')
        .header('content-disposition', attachment(fileName))
        .header('cache-control', 'no-store')
        .send(text);
    },
  );

  app.get(
    '/api/user/vcard/contacts.csv',
    {
      config: user,
      schema: {
        ...secured,
        summary: "Every contact left on the caller's card, as CSV",
        response: { 200: file, 404: messageSchema },
      },
    },
    async (request, reply) => {
      const card = await vcards.owned(me(request));
      const all = await contacts.all(card.id);
      return sendCsv(
        reply,
        'vcard-contacts',
        CONTACT_CSV_HEADER,
        (async function* rows() {
          for (const contact of all) yield contactCsvRow(contact);
        })(),
      );
    },
  );

  app.delete(
    '/api/user/vcard/contacts/:id',
    {
      config: user,
      schema: {
        ...secured,
        params: z.object({ id: z.uuid(VCARD_CONTACT_NOT_FOUND_MESSAGE) }),
        summary: "Delete a contact left on the caller's card",
        response: {
          200: messageSchema.extend({ success: z.literal(true) }),
          404: messageSchema,
          422: validationErrorSchema,
        },
      },
    },
    async (request) => {
      const card = await vcards.owned(me(request));
      await contacts.remove(card.id, request.params.id);
      return { success: true as const, message: VCARD_CONTACT_DELETED_MESSAGE };
    },
  );
};
