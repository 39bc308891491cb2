import { createHmac } from 'node:crypto';
import type { Config } from './config.ts';
import type { Database, Db } from './db/client.ts';
import { createTokenService, type TokenService } from './auth/tokens.ts';
import { createLocalStorage } from './storage/local-storage.ts';
import type { ObjectStorage } from './storage/object-storage.ts';
import { createS3Storage } from './storage/s3-storage.ts';
import { createUrlSigner, type UrlSigner } from './storage/url-signer.ts';
import type { Secrets } from './secrets.ts';
import { createQueue, type Queue } from './queue/queue.ts';
import { createMailer, type Mailer } from './mail/mailer.ts';
import { engineRunner, engineThreadsFor } from './tryon/engine-runner.ts';
import { createProcessCaches, type ProcessCaches } from './lib/process-caches.ts';

/** Everything a route or job needs, built once at start and shared. */
export interface Services {
  config: Config;
  database: Database;
  db: Db;
  storage: ObjectStorage;
  signer: UrlSigner;
  tokens: TokenService;
  secrets: Secrets;
  /** The durable job queue (pg-boss); started with the app, see queue/workers.ts. */
  queue: Queue;
  /** E-mail (SMTP_URL), or the server log when no SMTP server is configured. */
  mailer: Mailer;
  /** List pages and account states this process keeps until the database announces a change (decision 0081). */
  caches: ProcessCaches;
}

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
  }
}

export function createServices(config: Config, database: Database, secrets: Secrets): Services {
  // URL signatures use a key derived from the token secret, so one leaked URL never signs a token.
  const signer = createUrlSigner(createHmac('sha256', secrets.jwtSecret).update('tryown-url-signing').digest('base64url'));
  engineRunner.configure({ threads: engineThreadsFor(config.tryon.concurrency) });
  const storage = config.storage.kind === 's3' ? createS3Storage(config.storage) : createLocalStorage(config.storage.dir, signer);
  return { config, database, db: database.db, storage, signer, tokens: createTokenService(secrets.jwtSecret), secrets, queue: createQueue(config, database), mailer: createMailer(config), caches: createProcessCaches(database.changes) };
}
