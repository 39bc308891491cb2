import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { systemInfo } from './system-info.ts';

const facts = (env: Record<string, string>) =>
  Object.fromEntries(systemInfo(loadConfig({ DATA_DIR: '/tmp/x', ...env })).groups.flatMap((group) => group.items.map((item) => [item.label, item.value])));

describe('System Settings facts', () => {
  it('states what the running configuration and the enforcing code say', () => {
    const local = facts({});
    expect(local).toMatchObject({
      Database: 'PGlite (embedded, in DATA_DIR)',
      Files: 'local disk (in DATA_DIR)',
      'Try-on provider': 'embedded engine',
      'Password minimum length': '6 characters',
      'Session lifetime': 'staff 12 hours, stores 7 days, shoppers 30 days',
      'Impersonation sessions': '1 hour',
      'Login attempts': '10 a minute per address and e-mail, 30 per address',
      'Google sign-in': 'not configured',
      'Behind a proxy': 'no (client addresses taken as seen)',
    });
    const scaled = facts({
      DATABASE_URL: 'postgres://tryown:secret@db.internal:5432/tryown',
      S3_BUCKET: 'looks',
      S3_REGION: 'ap-south-1',
      S3_ACCESS_KEY_ID: 'a',
      S3_SECRET_ACCESS_KEY: 'b',
      GOOGLE_CLIENT_ID: 'g',
      TRYON_CONCURRENCY: '3',
      ROLE: 'worker',
    });
    expect(scaled).toMatchObject({
      Database: 'PostgreSQL at db.internal:5432',
      Files: 'S3 bucket looks (ap-south-1)',
      'Google sign-in': 'enabled',
      'Try-ons at once per worker': '3',
      'Process role': 'worker',
    });
    // No credentials, and nothing the server does not have.
    expect(JSON.stringify(scaled)).not.toMatch(/secret|Two-Factor|Strong/);
  });
});
