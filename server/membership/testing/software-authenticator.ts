// For passkey tests: an authenticator in software, answering WebAuthn ceremonies as a browser
// with a platform authenticator would (ES256 key, "none" attestation, CBOR by hand), so the
// service's verification runs for real.
import { encodeCBOR, type CBORType } from '@levischuck/tiny-cbor';
import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';

const b64url = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();

const FLAG_UP = 0x01;
const FLAG_UV = 0x04;
const FLAG_BE = 0x08;
const FLAG_BS = 0x10;
const FLAG_AT = 0x40;

interface CreationOptions {
  challenge: string;
  rp: { id?: string };
  user: { id: string };
}
interface RequestOptions {
  challenge: string;
  rpId?: string;
}

export interface StoredCredential {
  id: Uint8Array;
  privateKey: KeyObject;
  publicKeyCose: Uint8Array;
  rpId: string;
  userHandle: string;
  counter: number;
}

export class SoftwareAuthenticator {
  readonly credentials: StoredCredential[] = [];
  /** Signature counters step by this; 0 makes an authenticator that keeps no counter. */
  constructor(
    readonly origin: string,
    private readonly counterStep = 1,
  ) {}

  private clientData(type: 'webauthn.create' | 'webauthn.get', challenge: string, origin: string) {
    return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  }

  private authData(rpId: string, flags: number, counter: number, attested?: Uint8Array) {
    const count = Buffer.alloc(4);
    count.writeUInt32BE(counter);
    return Buffer.concat([sha256(rpId), Buffer.from([flags]), count, attested ?? Buffer.alloc(0)]);
  }

  /** navigator.credentials.create() with the server's options, as the JSON the widget posts. */
  create(options: CreationOptions, { origin = this.origin } = {}) {
    const rpId = options.rp.id ?? new URL(origin).hostname;
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const jwk = publicKey.export({ format: 'jwk' });
    const publicKeyCose = encodeCBOR(
      new Map<number, number | Uint8Array>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, Buffer.from(jwk.x ?? '', 'base64url')],
        [-3, Buffer.from(jwk.y ?? '', 'base64url')],
      ]),
    );
    const id = randomBytes(16);
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(id.length);
    const attested = Buffer.concat([Buffer.alloc(16), idLength, id, publicKeyCose]);
    const credential: StoredCredential = {
      id,
      privateKey,
      publicKeyCose,
      rpId,
      userHandle: options.user.id,
      counter: 0,
    };
    this.credentials.push(credential);
    const authData = this.authData(rpId, FLAG_UP | FLAG_UV | FLAG_BE | FLAG_BS | FLAG_AT, 0, attested);
    const attestationObject = encodeCBOR(
      new Map<string, CBORType>([
        ['fmt', 'none'],
        ['attStmt', new Map()],
        ['authData', authData],
      ]),
    );
    return {
      id: b64url(id),
      rawId: b64url(id),
      type: 'public-key' as const,
      response: {
        clientDataJSON: b64url(this.clientData('webauthn.create', options.challenge, origin)),
        attestationObject: b64url(attestationObject),
        transports: ['internal', 'hybrid'],
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform' as const,
    };
  }

  /**
   * navigator.credentials.get(): signs with the credential (the newest by default), its counter
   * stepped first unless `counter` sets it (a clone replaying an older state). `userVerified:
   * false` answers as a security key without a PIN: present, but no user verified.
   */
  get(
    options: RequestOptions,
    {
      origin = this.origin,
      credential = this.credentials.at(-1),
      counter = undefined as number | undefined,
      userVerified = true,
    } = {},
  ) {
    if (!credential) throw new Error('The software authenticator holds no credential');
    credential.counter = counter ?? credential.counter + this.counterStep;
    const authData = this.authData(
      options.rpId ?? credential.rpId,
      FLAG_UP | (userVerified ? FLAG_UV : 0) | FLAG_BE | FLAG_BS,
      credential.counter,
    );
    const clientDataJSON = this.clientData('webauthn.get', options.challenge, origin);
    const signature = sign('sha256', Buffer.concat([authData, sha256(clientDataJSON)]), credential.privateKey);
    return {
      id: b64url(credential.id),
      rawId: b64url(credential.id),
      type: 'public-key' as const,
      response: {
        clientDataJSON: b64url(clientDataJSON),
        authenticatorData: b64url(authData),
        signature: b64url(signature),
        userHandle: credential.userHandle,
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform' as const,
    };
  }
}
