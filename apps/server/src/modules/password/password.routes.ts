import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ChangePasswordRequestSchema,
  ClientIdParamSchema,
  ChangePasswordResponseSchema,
  ForgotPasswordRequestSchema,
  IdParamSchema,
  MessageResponseSchema,
  PASSWORD_ROLES,
  ResetPasswordRequestSchema,
  ResetPasswordResponseSchema,
} from '@tryown/contracts';
import { allow, principalOf } from '../../auth/guard.ts';
import { loginAddressLimit, loginRateLimit, publicWriteRateLimit } from '../../auth/rate-limits.ts';
import { changePassword, requestPasswordReset, resetPassword, sendResetLinkAsStaff } from './password.service.ts';

const Accepted = MessageResponseSchema.extend({ success: z.literal(true) });
const FORGOT_ANSWER = { success: true as const, message: 'If an account uses this e-mail, a link to reset its password is on its way.' };

/** Forgotten and changed passwords for every role, and reset links sent by staff (decision 0091). */
export default async function passwordRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { services } = app;

  for (const role of PASSWORD_ROLES) {
    const tags = [role === 'user' || role === 'client' ? `auth-${role}` : role];

    // Anyone, rate limited like a login. Always 202 before any lookup: the answer says nothing about the e-mail.
    app.post(
      `/${role}/forgot-password`,
      { config: loginRateLimit, preHandler: loginAddressLimit(app), schema: { tags, body: ForgotPasswordRequestSchema, response: { 202: Accepted } } },
      async (request, reply) => {
        const log = request.log;
        void requestPasswordReset(services, role, request.body.email, log).catch((error: unknown) => log.error({ err: error }, 'password reset link could not be sent'));
        return reply.code(202).send(FORGOT_ANSWER);
      },
    );

    // The account itself (not an impersonating staff member); rate limited against password guessing.
    app.post(
      `/${role}/change-password`,
      { preHandler: allow(role), config: loginRateLimit, schema: { tags, body: ChangePasswordRequestSchema, response: { 200: ChangePasswordResponseSchema } } },
      async (request) => changePassword(services, principalOf(request), request.body.currentPassword, request.body.newPassword),
    );
  }

  // Anyone with a link.
  app.post(
    '/auth/reset-password',
    { config: publicWriteRateLimit, schema: { tags: ['auth'], body: ResetPasswordRequestSchema, response: { 200: ResetPasswordResponseSchema } } },
    async (request) => resetPassword(services, request.body.token, request.body.password),
  );

  // An admin or the super admin, for a store owner.
  app.post(
    '/admin/clients/:clientId/password-reset',
    { preHandler: allow('admin', 'superadmin'), schema: { tags: ['admin'], params: ClientIdParamSchema, response: { 202: Accepted } } },
    async (request, reply) => reply.code(202).send(await sendResetLinkAsStaff(services, principalOf(request), 'client', request.params.clientId, request.log)),
  );

  // The super admin, for an admin.
  app.post(
    '/superadmin/admins/:id/password-reset',
    { preHandler: allow('superadmin'), schema: { tags: ['superadmin'], params: IdParamSchema, response: { 202: Accepted } } },
    async (request, reply) => reply.code(202).send(await sendResetLinkAsStaff(services, principalOf(request), 'admin', request.params.id, request.log)),
  );
}
