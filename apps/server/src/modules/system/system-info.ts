import type { SystemInfoResponse } from '@tryown/contracts';
import { PasswordSchema } from '@tryown/contracts';
import { LOGIN_ADDRESS_MAX, loginRateLimit } from '../../auth/rate-limits.ts';
import { IMPERSONATION_LIFETIME, LIFETIME } from '../../auth/tokens.ts';
import type { Config } from '../../config.ts';

const startedAt = new Date();

const DURATION: Record<string, string> = { h: 'hours', d: 'days' };
const readable = (lifetime: string) => lifetime.replace(/^(\d+)([hd])$/, (_, n: string, unit: string) => `${n} ${n === '1' ? DURATION[unit]!.slice(0, -1) : DURATION[unit]}`);

/** The smallest password length the shared password schema accepts, read from it rather than repeated. */
function passwordMinimum(): number {
  for (let length = 1; length < 100; length++) if (PasswordSchema.safeParse('x'.repeat(length)).success) return length;
  return 0;
}

function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return 'configured';
  }
}

/**
 * The System Settings screen's facts, each read from the configuration or the code that enforces
 * it, so the screen cannot claim a policy the server does not have.
 */
export function systemInfo(config: Config, now = new Date()): SystemInfoResponse {
  const { database, storage, tryon } = config;
  const uptimeHours = Math.floor((now.getTime() - startedAt.getTime()) / 3_600_000);
  return {
    success: true,
    groups: [
      {
        name: 'Server',
        items: [
          { label: 'Running since', value: `${startedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC (${uptimeHours} h)` },
          { label: 'Node.js', value: process.version },
          { label: 'Process role', value: config.role === 'all' ? 'web and try-on worker' : config.role },
          { label: 'Try-on provider', value: tryon.provider === 'local' ? 'embedded engine' : tryon.provider },
          { label: 'Try-ons at once per worker', value: String(tryon.concurrency) },
        ],
      },
      {
        name: 'Storage',
        items: [
          { label: 'Database', value: database.kind === 'pglite' ? 'PGlite (embedded, in DATA_DIR)' : `PostgreSQL at ${hostOf(database.url)}` },
          { label: 'Files', value: storage.kind === 'local' ? 'local disk (in DATA_DIR)' : `S3 bucket ${storage.bucket} (${storage.region})` },
        ],
      },
      {
        name: 'Security',
        items: [
          { label: 'Password minimum length', value: `${passwordMinimum()} characters` },
          { label: 'Password hashing', value: 'argon2id' },
          { label: 'Session lifetime', value: `staff ${readable(LIFETIME.admin)}, stores ${readable(LIFETIME.client)}, shoppers ${readable(LIFETIME.user)}` },
          { label: 'Impersonation sessions', value: readable(IMPERSONATION_LIFETIME) },
          { label: 'Login attempts', value: `${loginRateLimit.rateLimit.max} a minute per address and e-mail, ${LOGIN_ADDRESS_MAX} per address` },
          { label: 'Google sign-in', value: config.googleClientId ? 'enabled' : 'not configured' },
          { label: 'Behind a proxy', value: config.trustProxy === false ? 'no (client addresses taken as seen)' : 'yes (X-Forwarded-For trusted)' },
        ],
      },
    ],
  };
}
