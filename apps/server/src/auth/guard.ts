import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { Role } from '@tryown/contracts';
import { forbidden, unauthorized } from '../lib/http-error.ts';
import { accountExists } from './account-exists.ts';
import type { Principal } from './tokens.ts';

declare module 'fastify' {
  interface FastifyRequest {
    principal: Principal | null;
  }
}

function bearer(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return null;
  const token = header.slice('Bearer '.length).trim();
  return token.length > 0 ? token : null;
}

const guardRoles = Symbol('guardRoles');

/**
 * Every route names who may call it: `allow('client')`, `allow('admin', 'superadmin')`.
 * The principal (and so the store id) always comes from the verified token, never from the body.
 */
export function allow(...roles: Role[]): preHandlerAsyncHookHandler {
  const guard = async function guard(this: FastifyInstance, request: FastifyRequest, _reply: FastifyReply) {
    const token = bearer(request);
    if (!token) throw unauthorized('No authentication token found');
    const principal = await this.services.tokens.verify(token);
    if (!principal) throw unauthorized('Your session has expired. Please log in again.');
    if (!roles.includes(principal.role)) throw forbidden();
    if (!(await accountExists(this.services, principal))) throw unauthorized('Your session has ended. Please log in again.');
    request.principal = principal;
  };
  return Object.assign(guard, { [guardRoles]: roles });
}

/** The roles a route's `allow(...)` admits, or null when the route has no guard (anyone may call it). */
export function rolesOfRoute(preHandler: unknown): Role[] | null {
  const handlers = Array.isArray(preHandler) ? preHandler : [preHandler];
  for (const handler of handlers) {
    const roles = (handler as { [guardRoles]?: Role[] } | undefined)?.[guardRoles];
    if (roles) return roles;
  }
  return null;
}

/** The principal a guarded handler runs for; only valid after `allow(...)`. */
export function principalOf(request: FastifyRequest): Principal {
  if (!request.principal) throw unauthorized('No authentication token found');
  return request.principal;
}

/** The store a client-scoped handler acts for. */
export function storeOf(request: FastifyRequest): string {
  const principal = principalOf(request);
  if (!principal.clientId) throw forbidden();
  return principal.clientId;
}
