import {
  staffEmailChangeMessage,
  STAFF_UPDATED_MESSAGE,
  roleIdParamsSchema,
  roleInputSchema,
  roleListResponseSchema,
  roleResponseSchema,
  staffIdParamsSchema,
  staffInputSchema,
  staffListQuerySchema,
  staffListResponseSchema,
  staffMemberResponseSchema,
} from '@careercard/shared/staff';
import { messageSchema, validationErrorSchema } from '@careercard/shared/validation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publicOrigin } from '../../lib/public-origin';
import { actorOf, callerOf } from '../../plugins/access';
import type { StaffService } from './service';

const staffOnly = { access: 'admin:manage_staff' } as const;
const secured = { security: [{ bearer: [] }], tags: ['staff'] };
const refusals = {
  403: messageSchema,
  404: messageSchema,
  409: messageSchema,
  422: validationErrorSchema,
};

/** Staff Management: staff members and the roles that give them permissions. */
export const staffRoutes: FastifyPluginAsyncZod<{
  staff: StaffService;
  publicUrl: string | undefined;
}> = async (app, { staff, publicUrl }) => {
  app.get(
    '/api/admin/staff',
    {
      config: staffOnly,
      schema: {
        ...secured,
        summary: 'A page of the staff, each with their role; ?sort=&dir=&page=',
        querystring: staffListQuerySchema,
        response: { 200: staffListResponseSchema, 422: validationErrorSchema },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await staff.list(request.query, callerOf(request).account.id)),
    }),
  );

  app.post(
    '/api/admin/staff',
    {
      config: staffOnly,
      schema: {
        ...secured,
        summary: 'Add a staff member; they get an e-mail to choose their password',
        body: staffInputSchema,
        response: { 201: staffMemberResponseSchema, ...refusals },
      },
    },
    async (request, reply) => {
      const added = await staff.add(
        request.body,
        actorOf(request),
        publicOrigin(request, publicUrl),
      );
      return reply.status(201).send({
        success: true as const,
        message: 'Staff member added. They have an e-mail to choose their password.',
        data: added,
      });
    },
  );

  app.put(
    '/api/admin/staff/:id',
    {
      config: staffOnly,
      schema: {
        ...secured,
        summary:
          "Change a staff member's name, role or e-mail (a new address counts once confirmed from it)",
        params: staffIdParamsSchema,
        body: staffInputSchema,
        response: { 200: staffMemberResponseSchema, ...refusals },
      },
    },
    async (request) => {
      const { member, emailPending } = await staff.update(
        request.params.id,
        request.body,
        actorOf(request),
        publicOrigin(request, publicUrl),
      );
      return {
        success: true as const,
        message: emailPending ? staffEmailChangeMessage(request.body.email) : STAFF_UPDATED_MESSAGE,
        data: member,
      };
    },
  );

  app.post(
    '/api/admin/staff/:id/invite',
    {
      config: staffOnly,
      schema: {
        ...secured,
        summary: 'Send the invitation to choose a password again',
        params: staffIdParamsSchema,
        response: { 200: messageSchema, ...refusals },
      },
    },
    async (request) => {
      await staff.reinvite(request.params.id, actorOf(request), publicOrigin(request, publicUrl));
      return { message: 'Invitation sent again.' };
    },
  );

  app.delete(
    '/api/admin/staff/:id',
    {
      config: staffOnly,
      schema: {
        ...secured,
        summary: 'Remove a staff account (not your own, not the last Super Admin)',
        params: staffIdParamsSchema,
        response: { 200: messageSchema, ...refusals },
      },
    },
    async (request) => {
      await staff.remove(request.params.id, actorOf(request));
      return { message: 'Staff member removed.' };
    },
  );

  app.get(
    '/api/admin/roles',
    {
      config: staffOnly,
      schema: {
        ...secured,
        summary: 'The roles with their permissions and how many staff hold each',
        response: { 200: roleListResponseSchema },
      },
    },
    async () => ({ success: true as const, data: await staff.roles() }),
  );

  app.post(
    '/api/admin/roles',
    {
      config: staffOnly,
      schema: {
        ...secured,
        summary: 'Add a role with its permissions',
        body: roleInputSchema,
        response: { 201: roleResponseSchema, ...refusals },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        success: true as const,
        message: 'Role added.',
        data: await staff.addRole(request.body, actorOf(request)),
      }),
  );

  app.put(
    '/api/admin/roles/:id',
    {
      config: staffOnly,
      schema: {
        ...secured,
        summary: "Rename a role or change its permissions (not the Super Admin's, not your own)",
        params: roleIdParamsSchema,
        body: roleInputSchema,
        response: { 200: roleResponseSchema, ...refusals },
      },
    },
    async (request) => ({
      success: true as const,
      message: 'Role updated.',
      data: await staff.updateRole(request.params.id, request.body, actorOf(request)),
    }),
  );

  app.delete(
    '/api/admin/roles/:id',
    {
      config: staffOnly,
      schema: {
        ...secured,
        summary: 'Delete a role; its staff move to role 3 (Support)',
        params: roleIdParamsSchema,
        response: { 200: messageSchema, ...refusals },
      },
    },
    async (request) => {
      const { moved } = await staff.removeRole(request.params.id, actorOf(request));
      return {
        message:
          moved === 0
            ? 'Role deleted.'
            : `Role deleted. Its ${moved === 1 ? 'staff member moves' : `${moved} staff members move`} to the Support role.`,
      };
    },
  );
};
