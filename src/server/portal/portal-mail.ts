import { type Config, publicUrl } from '../config';

/**
 * The portal's sign-in mail: the link, that it works once within 15 minutes, and what to do when
 * nobody meant to ask. English, as every mail Fieldbook sends; the token appears only in the link.
 */
export function portalSignInMail(
  config: Pick<Config, 'PUBLIC_URL' | 'PORT'>,
  input: { names: string[]; email: string; token: string; companyName: string; minutes: number },
): { subject: string; text: string } {
  const link = publicUrl(config, `/portal/sign-in/${encodeURIComponent(input.token)}`);
  const company = input.companyName || 'your service company';
  const text = [
    input.names.length > 0 ? `Hello ${input.names[0]},` : 'Hello,',
    '',
    `Someone asked to sign in to the customer portal of ${company} with your address (${input.email}).`,
    'There you see your locations, their upcoming visits and the finished service reports.',
    '',
    'To sign in, open this link:',
    link,
    '',
    `The link works once, within ${input.minutes} minutes. When it has expired, ask for a new one on the portal's page.`,
    '',
    'If you did not ask for it, ignore this mail: nobody can sign in without the link.',
  ].join('\n');
  return { subject: `Sign in to ${company}'s customer portal`, text };
}
