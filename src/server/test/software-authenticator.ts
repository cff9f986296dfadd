import { createHash, generateKeyPairSync, randomBytes, sign } from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';

const b64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');
const FLAG_USER_PRESENT = 0x01;
const FLAG_ATTESTED_DATA = 0x40;

/**
 * A passkey made with node:crypto (P-256, ES256, "none" attestation) for API tests: it answers
 * the server's registration and authentication options as a browser's authenticator would, so
 * the server's real SimpleWebAuthn verification runs on a real signature.
 */
export function softwareAuthenticator(origin: string) {
  const rpIdHash = createHash('sha256').update(new URL(origin).hostname).digest();
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const jwk = publicKey.export({ format: 'jwk' });
  const credentialId = randomBytes(16);
  let counter = 0;
  const id = b64(credentialId);

  const clientData = (type: string, challenge: string) =>
    Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  const authData = (flags: number, attested = Buffer.alloc(0)) => {
    counter += 1;
    const count = Buffer.alloc(4);
    count.writeUInt32BE(counter);
    return Buffer.concat([rpIdHash, Buffer.from([flags]), count, attested]);
  };

  return {
    id,
    register(options: Record<string, unknown>) {
      const cose = isoCBOR.encode(
        new Map<number, number | Uint8Array>([
          [1, 2],
          [3, -7],
          [-1, 1],
          [-2, new Uint8Array(Buffer.from(jwk.x!, 'base64url'))],
          [-3, new Uint8Array(Buffer.from(jwk.y!, 'base64url'))],
        ]),
      );
      const idLength = Buffer.alloc(2);
      idLength.writeUInt16BE(credentialId.length);
      const attested = Buffer.concat([Buffer.alloc(16), idLength, credentialId, Buffer.from(cose)]);
      const attestationObject = isoCBOR.encode(
        new Map<string, unknown>([
          ['fmt', 'none'],
          ['attStmt', new Map()],
          ['authData', new Uint8Array(authData(FLAG_USER_PRESENT | FLAG_ATTESTED_DATA, attested))],
        ]) as never,
      );
      return {
        id,
        rawId: id,
        type: 'public-key' as const,
        response: {
          clientDataJSON: b64(clientData('webauthn.create', String(options.challenge))),
          attestationObject: b64(attestationObject),
          transports: ['internal'],
        },
        clientExtensionResults: {},
      };
    },
    /** An assertion for these options' challenge, signed by this passkey's key. */
    assert(options: Record<string, unknown>) {
      const data = clientData('webauthn.get', String(options.challenge));
      const authenticatorData = authData(FLAG_USER_PRESENT);
      const signed = Buffer.concat([authenticatorData, createHash('sha256').update(data).digest()]);
      return {
        id,
        rawId: id,
        type: 'public-key' as const,
        response: {
          clientDataJSON: b64(data),
          authenticatorData: b64(authenticatorData),
          signature: b64(sign('sha256', signed, privateKey)),
        },
        clientExtensionResults: {},
      };
    },
  };
}
