import path from 'node:path';
import { z } from 'zod';

const optionalString = z
  .string()
  .optional()
  .transform((value) => (value === undefined || value.trim() === '' ? undefined : value));

/** Every environment variable the server reads, validated once at start (see README's table). */
const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  TRUST_PROXY: optionalString,
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalString.pipe(z.string().url('DATABASE_URL must be a postgres:// URL').optional()),
  S3_ENDPOINT: optionalString,
  S3_BUCKET: optionalString,
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  JWT_SECRET: optionalString.pipe(z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional()),
  SUPERADMIN_EMAIL: optionalString.pipe(z.string().email('SUPERADMIN_EMAIL must be an e-mail address').optional()),
  SUPERADMIN_PASSWORD: optionalString.pipe(z.string().min(6, 'SUPERADMIN_PASSWORD must be at least 6 characters').optional()),
  ADMIN_REGISTRATION_CODE: optionalString,
  TRYON_PROVIDER: z.enum(['local', 'fitroom', 'composite']).default('local'),
  FITROOM_API_KEY: optionalString,
  FITROOM_BASE_URL: z.string().url().default('https://platform.fitroom.app'),
  TRYON_CONCURRENCY: z.coerce.number().int().min(1).max(16).default(1),
  SHOPPER_TRYONS_PER_HOUR: z.coerce.number().int().min(1).max(10000).default(30),
  GOOGLE_CLIENT_ID: optionalString,
  DEMO_DATA: z.enum(['0', '1']).default('1'),
  WIDGET_RETENTION_HOURS: z.coerce.number().int().min(1, 'WIDGET_RETENTION_HOURS must be at least 1').max(720, 'WIDGET_RETENTION_HOURS must be at most 720').default(24),
  ROLE: z.enum(['all', 'web', 'worker']).default('all'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SMTP_URL: optionalString.pipe(z.string().url('SMTP_URL must be a smtp:// or smtps:// URL').optional()),
  MAIL_FROM: z.string().default('TryOwn <no-reply@tryown.local>'),
  PUBLIC_URL: optionalString.pipe(z.string().url('PUBLIC_URL must be a URL such as https://tryown.example').optional()),
  CONTACT_ADDRESS: z.string().default('12 Market Street, Bengaluru 560001, India'),
  CONTACT_PHONE: z.string().default('+91 80 4000 1234'),
  CONTACT_EMAIL: z.string().default('hello@tryown.app'),
});

export type Config = ReturnType<typeof loadConfig>;

export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const e = parsed.data;
  const s3Configured = Boolean(e.S3_BUCKET);
  if (s3Configured && !(e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY)) {
    throw new Error('Invalid configuration: S3_BUCKET needs S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY');
  }
  if (e.TRYON_PROVIDER === 'fitroom' && !e.FITROOM_API_KEY) {
    throw new Error('Invalid configuration: TRYON_PROVIDER=fitroom needs FITROOM_API_KEY');
  }
  const dataDir = path.resolve(e.DATA_DIR);
  // X-Forwarded-For decides the client address (and so the login rate limits): trusted only when a
  // proxy is declared, otherwise anyone could pick a fresh address per request and dodge the limits.
  const trustProxy = !e.TRUST_PROXY || e.TRUST_PROXY === 'false' ? false : e.TRUST_PROXY === 'true' ? true : e.TRUST_PROXY;
  return {
    port: e.PORT,
    host: e.HOST,
    trustProxy,
    dataDir,
    logLevel: e.LOG_LEVEL,
    role: e.ROLE,
    database: e.DATABASE_URL ? { kind: 'postgres' as const, url: e.DATABASE_URL } : { kind: 'pglite' as const, dir: path.join(dataDir, 'db') },
    storage: s3Configured
      ? {
          kind: 's3' as const,
          endpoint: e.S3_ENDPOINT,
          bucket: e.S3_BUCKET!,
          region: e.S3_REGION,
          accessKeyId: e.S3_ACCESS_KEY_ID!,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY!,
        }
      : { kind: 'local' as const, dir: path.join(dataDir, 'files') },
    jwtSecret: e.JWT_SECRET,
    superadmin: { email: e.SUPERADMIN_EMAIL, password: e.SUPERADMIN_PASSWORD },
    adminRegistrationCode: e.ADMIN_REGISTRATION_CODE,
    tryon: { provider: e.TRYON_PROVIDER, fitroomApiKey: e.FITROOM_API_KEY, fitroomBaseUrl: e.FITROOM_BASE_URL, concurrency: e.TRYON_CONCURRENCY, shopperPerHour: e.SHOPPER_TRYONS_PER_HOUR },
    googleClientId: e.GOOGLE_CLIENT_ID,
    demoData: e.DEMO_DATA === '1',
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM },
    /** Where links in e-mails point; never taken from a request's Host header, which anyone can set. */
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    widget: { retentionHours: e.WIDGET_RETENTION_HOURS },
    contact: { address: e.CONTACT_ADDRESS, phone: e.CONTACT_PHONE, email: e.CONTACT_EMAIL },
  };
}
