import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Config } from '../config.ts';

export type Mail = { to: string; subject: string; text: string };

export interface Mailer {
  /** True when mail really leaves the server (SMTP_URL is set). */
  readonly sends: boolean;
  send(mail: Mail, log: FastifyBaseLogger): Promise<void>;
}

/**
 * E-mail through SMTP when SMTP_URL is set (nodemailer). Without it nothing is sent: the message is
 * written to the server log with a note saying so, so an operator can still pass a reset link on.
 */
export function createMailer(config: Pick<Config, 'mail'>): Mailer {
  const { smtpUrl, from } = config.mail;
  if (!smtpUrl) {
    return {
      sends: false,
      async send(mail, log) {
        log.warn({ to: mail.to, subject: mail.subject }, `E-mail NOT sent (SMTP_URL is not set); its text follows so you can pass it on:\n${mail.text}`);
      },
    };
  }
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    sends: true,
    async send(mail) {
      await transport.sendMail({ from, ...mail });
    },
  };
}
