import { type Config, publicUrl } from '../config';

/** Who asked for a reset link: the account's owner on the login page, or an Admin by name. */
export type ResetAskedBy = { kind: 'login-page' } | { kind: 'admin'; name: string };

/**
 * The reset mail: who asked, the link, that it works once within the hour, and what to do when
 * nobody meant to ask. English, as every mail Fieldbook sends; the token appears only in the link.
 */
export function passwordResetMail(
  config: Pick<Config, 'PUBLIC_URL' | 'PORT'>,
  input: { name: string; email: string; token: string; askedBy: ResetAskedBy },
): { subject: string; text: string } {
  const link = publicUrl(config, `/reset-password?token=${encodeURIComponent(input.token)}`);
  const who =
    input.askedBy.kind === 'admin'
      ? `${input.askedBy.name}, an Admin of your company, sent you this link to set a new password for your Fieldbook account (${input.email}).`
      : `Someone asked for a new password for your Fieldbook account (${input.email}) on the login page ("Forgot password?").`;
  const notYou =
    input.askedBy.kind === 'admin'
      ? 'If you did not expect this mail, ignore it and tell your administrator: your password stays as it is until the link is used.'
      : 'If you did not ask for it, ignore this mail: your password stays as it is, and the link stops working in an hour.';
  const text = [
    `Hello ${input.name},`,
    '',
    who,
    '',
    'To choose a new password, open this link:',
    link,
    '',
    'The link works once, within one hour. Setting a new password logs your account out everywhere.',
    'When it has expired, ask for a new one with "Forgot password?" on the login page.',
    '',
    notYou,
  ].join('\n');
  return { subject: 'Reset your Fieldbook password', text };
}
