import type { Db } from '../../db/client.ts';
import { auditLog } from '../../db/schema.ts';
import type { Principal } from '../../auth/tokens.ts';

export type AuditAction = 'impersonate' | 'delete_client' | 'delete_admin' | 'create_admin' | 'create_client';

/** Who did what to whom; `createdAt` (when) is set by the database. */
export async function recordAudit(
  db: Db,
  actor: Pick<Principal, 'role' | 'id'>,
  action: AuditAction,
  target: { type: 'admin' | 'client'; id: string },
  details?: Record<string, unknown>,
) {
  await db.insert(auditLog).values({ actorRole: actor.role, actorId: actor.id, action, targetType: target.type, targetId: target.id, details: details ?? null });
}
