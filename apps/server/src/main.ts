import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { loadSecrets } from './secrets.ts';
import { createServices } from './services.ts';
import { buildApp } from './app.ts';
import { ensureSuperadmin, printOnce } from './bootstrap.ts';
import { ensureDemoStore } from './demo/demo-data.ts';
import { ensureDemoWidget } from './modules/widget/demo-widget.ts';
import { engineRunner } from './tryon/engine-runner.ts';

const config = loadConfig();
const secrets = await loadSecrets(config.dataDir, { jwtSecret: config.jwtSecret, adminRegistrationCode: config.adminRegistrationCode });
const database = await openDatabase(config.database);
const services = createServices(config, database, secrets);
const app = await buildApp(services);

await ensureSuperadmin(services, app.log);
if (config.demoData) {
  await ensureDemoWidget(services.db, await ensureDemoStore(services, app.log));
}
if (secrets.generated.adminRegistrationCode) {
  printOnce(`Admin registration code (give it to admins who register at /admin/register):\n  ${secrets.adminRegistrationCode}`);
}

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  try {
    await app.close();
    await engineRunner.close();
    await database.close();
  } finally {
    process.exit(0);
  }
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

// ROLE=worker serves no HTTP: app.ready() starts the try-on worker (modules/tryon) and nothing listens.
if (config.role === 'worker') await app.ready();
else await app.listen({ port: config.port, host: config.host });
app.log.info({ db: database.kind, storage: services.storage.kind, role: config.role }, 'TryOwn is ready');
