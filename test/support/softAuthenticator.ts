import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';

/**
 * A software WebAuthn authenticator for server tests (the journeys use Chromium's virtual one):
 * ES256 keys from node:crypto, 'none' attestation, a signature counter, user verification.
 * It answers the options the server sent, as navigator.credentials would, in the JSON shape
 * @simplewebauthn/browser posts.
 */

/** Minimal CBOR encoder: unsigned and negative integers, byte and text strings, maps. Enough for COSE keys and attestation objects. */
export function cbor(value: unknown): Buffer {
  const head = (major: number, n: number): Buffer => {
    if (n < 24) return Buffer.from([(major << 5) | n]);
    if (n < 256) return Buffer.from([(major << 5) | 24, n]);
    if (n < 65536) { const b = Buffer.alloc(3); b[0] = (major << 5) | 25; b.writeUInt16BE(n, 1); return b; }
    const b = Buffer.alloc(5); b[0] = (major << 5) | 26; b.writeUInt32BE(n, 1); return b;
  };
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (Buffer.isBuffer(value)) return Buffer.concat([head(2, value.length), value]);
  if (typeof value === 'string') { const b = Buffer.from(value, 'utf8'); return Buffer.concat([head(3, b.length), b]); }
  if (value instanceof Map) {
    return Buffer.concat([head(5, value.size), ...[...value.entries()].flatMap(([k, v]) => [cbor(k), cbor(v)])]);
  }
  throw new Error(`cbor: cannot encode ${typeof value}`);
}

const b64u = (b: Buffer) => b.toString('base64url');
const sha256 = (b: Buffer | string) => createHash('sha256').update(b).digest();

interface Credential { id: Buffer; privateKey: KeyObject; x: Buffer; y: Buffer; rpId: string; userHandle: string; signCount: number }

export interface Options { challenge: string; rp?: { id: string }; rpId?: string; user?: { id: string } }

export class SoftAuthenticator {
  readonly credentials: Credential[] = [];
  /** Whether the "user" verifies (PIN or biometric); off, the UV flag is not set. */
  userVerified = true;

  constructor(private readonly origin = 'http://localhost:80') {}

  private authData(rpId: string, signCount: number, attested?: Credential): Buffer {
    const flags = 0x01 | (this.userVerified ? 0x04 : 0) | (attested ? 0x40 : 0);
    const count = Buffer.alloc(4); count.writeUInt32BE(signCount);
    const parts: Buffer[] = [sha256(rpId), Buffer.from([flags]), count];
    if (attested) {
      const length = Buffer.alloc(2); length.writeUInt16BE(attested.id.length);
      const coseKey = cbor(new Map<number, unknown>([[1, 2], [3, -7], [-1, 1], [-2, attested.x], [-3, attested.y]]));
      parts.push(Buffer.alloc(16), length, attested.id, coseKey);
    }
    return Buffer.concat(parts);
  }

  private clientData(type: string, challenge: string, origin = this.origin): Buffer {
    return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  }

  /** navigator.credentials.create(): a new resident ES256 credential. */
  create(options: Options, overrides: { origin?: string; challenge?: string } = {}) {
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const jwk = publicKey.export({ format: 'jwk' });
    const credential: Credential = {
      id: randomBytes(16), privateKey, x: Buffer.from(jwk.x!, 'base64url'), y: Buffer.from(jwk.y!, 'base64url'),
      rpId: options.rp!.id, userHandle: options.user!.id, signCount: 0,
    };
    this.credentials.push(credential);
    const authData = this.authData(credential.rpId, 0, credential);
    const attestationObject = cbor(new Map<string, unknown>([['fmt', 'none'], ['attStmt', new Map()], ['authData', authData]]));
    return {
      id: b64u(credential.id), rawId: b64u(credential.id), type: 'public-key' as const,
      response: {
        clientDataJSON: b64u(this.clientData('webauthn.create', overrides.challenge ?? options.challenge, overrides.origin)),
        attestationObject: b64u(attestationObject), transports: ['internal'],
      },
      authenticatorAttachment: 'platform' as const, clientExtensionResults: {},
    };
  }

  /** navigator.credentials.get(): an assertion by the credential (the first, or the one given). */
  get(options: Options, overrides: { origin?: string; challenge?: string; credential?: number; signCount?: number } = {}) {
    const credential = this.credentials[overrides.credential ?? 0]!;
    credential.signCount = overrides.signCount ?? credential.signCount + 1;
    const authData = this.authData(options.rpId ?? credential.rpId, credential.signCount);
    const clientDataJSON = this.clientData('webauthn.get', overrides.challenge ?? options.challenge, overrides.origin);
    const signature = sign('sha256', Buffer.concat([authData, sha256(clientDataJSON)]), credential.privateKey);
    return {
      id: b64u(credential.id), rawId: b64u(credential.id), type: 'public-key' as const,
      response: {
        clientDataJSON: b64u(clientDataJSON), authenticatorData: b64u(authData), signature: b64u(signature), userHandle: credential.userHandle,
      },
      authenticatorAttachment: 'platform' as const, clientExtensionResults: {},
    };
  }
}
