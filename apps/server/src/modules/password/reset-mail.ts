import type { Role } from '@tryown/contracts';
import type { Mail } from '../../mail/mailer.ts';

const ROLE_WORDS: Record<Role, string> = { user: 'shopper', client: 'store', admin: 'admin', superadmin: 'super admin' };

/** The reset link e-mail: <PUBLIC_URL>/reset-password?token=... */
export function resetMail(publicUrl: string, account: { name: string; email: string }, role: Role, token: string, minutes: number, sentByStaff: boolean): Mail {
  const link = `${publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
  const why = sentByStaff ? 'Your TryOwn administrator sent you this link' : 'Someone (we hope you) asked to reset the password';
  return {
    to: account.email,
    subject: 'Reset your TryOwn password',
    text: [
      `Hello ${account.name},`,
      '',
      `${why} of the TryOwn ${ROLE_WORDS[role]} account ${account.email}.`,
      `Open this link within ${minutes} minutes to choose a new password (it works once):`,
      '',
      link,
      '',
      'Choosing a new password signs the account out everywhere. If you did not ask for this, ignore this e-mail: your password stays as it is.',
    ].join('\n'),
  };
}
