import type { FastifyRequest } from 'fastify';
import { principalOf, storeOf } from '../../auth/guard.ts';
import type { PersonOwner } from '../../storage/keys.ts';

/** The signed-in shopper (a `user` token): their id and their store's. */
export type Shopper = { id: string; clientId: string };

export const shopperOf = (request: FastifyRequest): Shopper => ({ id: principalOf(request).id, clientId: storeOf(request) });

export const ownerOf = (shopper: Shopper): PersonOwner => ({ kind: 'user', id: shopper.id });
