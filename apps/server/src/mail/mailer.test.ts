import { Writable } from 'node:stream';
import pino from 'pino';
import { expect, it } from 'vitest';
import { createMailer } from './mailer.ts';

it('writes the mail to the server log with a clear note when SMTP_URL is not set', async () => {
  const lines: string[] = [];
  const log = pino({ level: 'info' }, new Writable({ write: (chunk: Buffer, _enc, done) => (lines.push(chunk.toString()), done()) }));
  const mailer = createMailer({ mail: { smtpUrl: undefined, from: 'TryOwn <no-reply@tryown.local>' } });
  expect(mailer.sends).toBe(false);
  await mailer.send({ to: 'meera@store.test', subject: 'Reset your TryOwn password', text: 'Open https://x.test/reset-password?token=abc' }, log);
  const entry = JSON.parse(lines[0]!) as { level: number; msg: string; to: string };
  expect(entry.level).toBe(40);
  expect(entry.to).toBe('meera@store.test');
  expect(entry.msg).toContain('E-mail NOT sent (SMTP_URL is not set)');
  expect(entry.msg).toContain('https://x.test/reset-password?token=abc');
});
