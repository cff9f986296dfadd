import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import QRCode from 'qrcode';
import { z } from 'zod';
import { errorResponse, idParam } from '@shared/schemas/common';
import {
  passkeyBody,
  proofBody,
  recoveryCodesAnswer,
  totpConfirmBody,
  totpSetup,
  twoFactorStatus,
  webauthnOptions,
} from '@shared/schemas/two-factor';
import { badRequest, conflict } from '../http/errors';
import { ANY_USER } from '../http/access';
import {
  finishPasskeyRegistration,
  listPasskeys,
  removePasskey,
  startPasskeyRegistration,
} from './passkeys.repository';
import { checkProof } from './two-factor-proof';
import {
  deleteTotp,
  dropRecoveryCodesIfAlone,
  factorsOf,
  hasFactor,
  isTotpOn,
  recoveryCodesLeft,
  releaseEnrolment,
  replaceRecoveryCodes,
  startTotp,
  takeTotpCode,
  twoFactorRequired,
} from './two-factor.repository';

const success = z.object({ status: z.literal('success') });
const OPEN = { access: ANY_USER, duringEnrolment: true } as const;

/**
 * A person's own second factors (decision 0046): an authenticator app with ten recovery codes,
 * and passkeys. Open during the enrolment the company's rule asks for.
 */
export async function twoFactorRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db, config } = app;

  /** Removing a factor must leave one when the company requires it of this person. */
  async function keepsRequiredFactor(request: FastifyRequest, removing: 'totp' | 'passkey') {
    if (!(await twoFactorRequired(db, request.user.typeId))) return;
    const f = await factorsOf(db, request.user.id);
    const keys = (await listPasskeys(db, request.user.id)).length;
    const left = removing === 'totp' ? keys > 0 : f.totp || keys > 1;
    if (!left) throw conflict('auth.twoFactorRequired');
  }

  api.get('/api/account/two-factor', {
    config: OPEN,
    schema: {
      operationId: 'getMyTwoFactor',
      summary: "Get the current user's second factors",
      tags: ['account'],
      description: 'Whether the app is on, how many recovery codes are left, the passkeys. Never a secret.',
      response: { 200: twoFactorStatus },
    },
    handler: async (request) => {
      const userId = request.user.id;
      return {
        totp: await isTotpOn(db, userId),
        recovery_codes_left: await recoveryCodesLeft(db, userId),
        passkeys: await listPasskeys(db, userId),
        required: await twoFactorRequired(db, request.user.typeId),
      };
    },
  });

  api.post('/api/account/two-factor/totp', {
    config: OPEN,
    schema: {
      operationId: 'startMyTotp',
      summary: 'Start setting up an authenticator app',
      tags: ['account'],
      description:
        'A new secret, as text, as an otpauth:// address and as a QR code (SVG). Off until confirmed with a code.',
      response: { 200: totpSetup, 409: errorResponse },
    },
    handler: async (request) => {
      if (await isTotpOn(db, request.user.id)) throw conflict('auth.totpAlreadyOn');
      const { secret, uri } = await request.transaction((tx) =>
        startTotp(tx, request.user.id, request.user.email || request.user.username),
      );
      const svg = await QRCode.toString(uri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
      return { secret, otpauth_uri: uri, qr_svg: svg };
    },
  });

  api.post('/api/account/two-factor/totp/confirm', {
    config: OPEN,
    schema: {
      operationId: 'confirmMyTotp',
      summary: 'Turn the authenticator app on with its first code',
      tags: ['account'],
      description: 'Turns the app on and answers ten recovery codes, shown this once.',
      body: totpConfirmBody,
      response: { 200: recoveryCodesAnswer, 400: errorResponse, 409: errorResponse },
    },
    handler: async (request) => {
      const userId = request.user.id;
      return request.transaction(async (tx) => {
        if (await isTotpOn(tx, userId)) throw conflict('auth.totpAlreadyOn');
        const ok = await takeTotpCode(tx, {
          userId,
          code: request.body.code,
          now: app.clock(),
          pending: true,
        });
        if (!ok) throw badRequest('auth.wrongCode', { code: 'auth.wrongCode' });
        await releaseEnrolment(tx, userId);
        return { recovery_codes: await replaceRecoveryCodes(tx, userId) };
      });
    },
  });

  api.delete('/api/account/two-factor/totp', {
    config: { access: ANY_USER },
    schema: {
      operationId: 'turnOffMyTotp',
      summary: 'Turn the authenticator app off',
      tags: ['account'],
      description: 'Asks the password or a code. With no second factor left, the recovery codes go too.',
      body: proofBody,
      response: { 200: success, 400: errorResponse, 409: errorResponse, 429: errorResponse },
    },
    handler: async (request) => {
      const userId = request.user.id;
      if (!(await isTotpOn(db, userId))) throw conflict('auth.noSecondFactor');
      await keepsRequiredFactor(request, 'totp');
      await checkProof(db, { userId, ip: request.ip, now: app.clock(), ...request.body });
      await request.transaction(async (tx) => {
        await deleteTotp(tx, userId);
        await dropRecoveryCodesIfAlone(tx, userId);
      });
      return { status: 'success' as const };
    },
  });

  api.post('/api/account/two-factor/recovery-codes', {
    config: { access: ANY_USER },
    schema: {
      operationId: 'renewMyRecoveryCodes',
      summary: 'Make ten new recovery codes',
      tags: ['account'],
      description: 'Asks the password or a code; the codes left stop working. Shown this once.',
      body: proofBody,
      response: { 200: recoveryCodesAnswer, 400: errorResponse, 409: errorResponse, 429: errorResponse },
    },
    handler: async (request) => {
      const userId = request.user.id;
      if (!hasFactor(await factorsOf(db, userId))) throw conflict('auth.noSecondFactor');
      await checkProof(db, { userId, ip: request.ip, now: app.clock(), ...request.body });
      return { recovery_codes: await request.transaction((tx) => replaceRecoveryCodes(tx, userId)) };
    },
  });

  api.post('/api/account/passkeys/options', {
    config: OPEN,
    schema: {
      operationId: 'getPasskeyRegistrationOptions',
      summary: 'Get the WebAuthn options to register a passkey',
      tags: ['account'],
      description: 'The options for navigator.credentials.create; the challenge is kept with this session.',
      response: { 200: webauthnOptions },
    },
    handler: async (request) => {
      const options = await request.transaction((tx) =>
        startPasskeyRegistration(tx, config, {
          userId: request.user.id,
          userName: request.user.email || request.user.username,
          tokenHash: request.session!.tokenHash,
        }),
      );
      return options as unknown as Record<string, unknown>;
    },
  });

  api.post('/api/account/passkeys', {
    config: OPEN,
    schema: {
      operationId: 'addMyPasskey',
      summary: 'Register a passkey as a second factor',
      tags: ['account'],
      description:
        'Verifies the browser’s answer to the options’ challenge and keeps the passkey under its name.',
      body: passkeyBody,
      response: { 200: z.object({ id: z.number() }), 400: errorResponse },
    },
    handler: async (request) => {
      const userId = request.user.id;
      return request.transaction(async (tx) => {
        const id = await finishPasskeyRegistration(tx, config, {
          userId,
          tokenHash: request.session!.tokenHash,
          name: request.body.name,
          response: request.body.response,
        });
        await releaseEnrolment(tx, userId);
        return { id };
      });
    },
  });

  api.delete('/api/account/passkeys/:id', {
    config: { access: ANY_USER },
    schema: {
      operationId: 'removeMyPasskey',
      summary: 'Remove one of your passkeys',
      tags: ['account'],
      params: idParam,
      response: { 200: success, 409: errorResponse },
    },
    handler: async (request) => {
      const userId = request.user.id;
      await keepsRequiredFactor(request, 'passkey');
      await request.transaction(async (tx) => {
        await removePasskey(tx, userId, request.params.id);
        await dropRecoveryCodesIfAlone(tx, userId);
      });
      return { status: 'success' as const };
    },
  });
}
