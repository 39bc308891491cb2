import { conflict, type HttpError } from './http-error.ts';

/**
 * The one place a PostgreSQL (or PGlite) unique violation, SQLSTATE 23505, becomes an answer: 409 with
 * the spec's message for the constraint. Services insert and let the database decide (two requests
 * racing for one e-mail both pass any check made before the insert); the error handler maps the rest.
 */
const MESSAGES: Record<string, string> = {
  clients_email_unique: 'A business account with this email already exists',
  admins_email_unique: 'An admin with this email already exists',
  users_email_unique: 'An account with this email already exists',
  superadmins_email_unique: 'An account with this email already exists',
  clients_google_sub_unique: 'This Google account is already linked to another business account',
  users_google_sub_unique: 'This Google account is already linked to another account',
  tabs_pkey: 'The tabs were changed at the same time by someone else. Please reload and try again.',
};
const FALLBACK = 'This was changed at the same time by someone else. Please reload and try again.';

type DriverError = { code?: unknown; constraint?: unknown; cause?: unknown };

/** The driver's error under Drizzle's wrapper (`cause`), if it is a unique violation. */
function uniqueViolation(error: unknown): DriverError | null {
  for (let current = error as DriverError | undefined, depth = 0; current && depth < 5; current = current.cause as DriverError | undefined, depth++) {
    if (current.code === '23505') return current;
  }
  return null;
}

/** A 409 for a unique violation, or null for any other error. */
export function conflictOfUniqueViolation(error: unknown): HttpError | null {
  const violation = uniqueViolation(error);
  if (!violation) return null;
  return conflict(MESSAGES[String(violation.constraint)] ?? FALLBACK);
}
