import { z } from 'zod';
import { passwordText, singleLineText, timestamp } from './common';
import { authUser } from './auth';

/** Six digits from an authenticator app; spaces typed between them are dropped. */
export const totpCode = z
  .string()
  .max(20)
  .transform((v) => v.replace(/\s/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, 'Enter the six digits your app shows.'));

/** A recovery code as printed (`abcd-efgh-ijkl-mnop`); case, spaces and dashes do not matter. */
export const recoveryCodeText = singleLineText()
  .max(40)
  .transform((v) => v.toLowerCase().replace(/[\s-]/g, ''))
  .pipe(z.string().regex(/^[a-z2-7]{16}$/, 'Enter a recovery code as it was shown.'));

/** What a browser's WebAuthn call gives (SimpleWebAuthn's *ResponseJSON), checked by the server. */
export const webauthnResponse = z.object({
  id: z.string().min(1).max(1400),
  rawId: z.string().min(1).max(1400),
  type: z.literal('public-key'),
  response: z.record(z.string(), z.unknown()),
  clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
});

export const secondFactorMethod = z.enum(['totp', 'recovery', 'passkey']);
export type SecondFactorMethod = z.infer<typeof secondFactorMethod>;

/** The login's answer when the password was right and a second factor is needed. */
export const secondFactorChallenge = z.object({
  second_factor: z.object({
    /** Single use, five minutes; only its hash is kept. */
    ticket: z.string(),
    methods: z.array(secondFactorMethod),
  }),
});
export type SecondFactorChallenge = z.infer<typeof secondFactorChallenge>;

export const loginAnswer = z.union([authUser, secondFactorChallenge]);
export type LoginAnswer = z.infer<typeof loginAnswer>;

/** `POST /api/auth/login/second-factor`: the ticket and exactly one of the three. */
export const secondFactorBody = z
  .object({
    ticket: z.string().min(1).max(100),
    code: totpCode.optional(),
    recovery_code: recoveryCodeText.optional(),
    passkey: webauthnResponse.optional(),
  })
  .refine((v) => [v.code, v.recovery_code, v.passkey].filter((x) => x !== undefined).length === 1, {
    message: 'Send one code, one recovery code or one passkey.',
  });
export type SecondFactorBody = z.input<typeof secondFactorBody>;

export const ticketBody = z.object({ ticket: z.string().min(1).max(100) });

/** WebAuthn options for the browser (SimpleWebAuthn's *OptionsJSON). */
export const webauthnOptions = z.record(z.string(), z.unknown());

export const passkeyRow = z.object({
  id: z.number(),
  name: z.string(),
  created_at: timestamp,
  last_used_at: timestamp.nullable(),
});
export type PasskeyRow = z.infer<typeof passkeyRow>;

/** `GET /api/account/two-factor`: what is on; never a secret. */
export const twoFactorStatus = z.object({
  totp: z.boolean(),
  recovery_codes_left: z.number(),
  passkeys: z.array(passkeyRow),
  /** The company requires a second factor of this person (an Admin, with the setting on). */
  required: z.boolean(),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatus>;

/** Shown once, when the setup starts: the app's secret as a QR code and as text. */
export const totpSetup = z.object({
  secret: z.string(),
  otpauth_uri: z.string(),
  qr_svg: z.string(),
});
export type TotpSetup = z.infer<typeof totpSetup>;

export const totpConfirmBody = z.object({ code: totpCode });
export type TotpConfirmBody = z.input<typeof totpConfirmBody>;

/** Shown once: at enrolment and when made anew. */
export const recoveryCodesAnswer = z.object({ recovery_codes: z.array(z.string()) });
export type RecoveryCodesAnswer = z.infer<typeof recoveryCodesAnswer>;

/** Turning the app off or making new recovery codes: the password, or a code from the app. */
export const proofBody = z
  .object({
    password: passwordText().min(1).max(200).optional(),
    code: totpCode.optional(),
  })
  .refine((v) => (v.password === undefined) !== (v.code === undefined), {
    message: 'Enter your password or a code from your app.',
  });
export type ProofBody = z.input<typeof proofBody>;

export const passkeyBody = z.object({
  name: singleLineText().trim().min(1, 'Name the passkey.').max(60, 'Use 60 characters or fewer.'),
  response: webauthnResponse,
});
export type PasskeyBody = z.input<typeof passkeyBody>;

export const sessionRow = z.object({
  id: z.number(),
  created_at: timestamp,
  last_seen_at: timestamp,
  user_agent: z.string().nullable(),
  ip: z.string().nullable(),
  current: z.boolean(),
});
export type SessionRow = z.infer<typeof sessionRow>;
