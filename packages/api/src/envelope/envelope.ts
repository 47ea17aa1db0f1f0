/**
 * The crypto envelope (docs/runtime.md), used by the apps to seal and by the platform to open.
 *
 * A fresh AES-256-GCM key encrypts the JSON payload; RSA-OAEP (SHA-256) wraps that key with the
 * platform's public key. Wire form: header `Encryption: <keyId>.<b64url wrapped key>.<b64url IV>`,
 * body `{ "value": "<base64 ciphertext with tag>" }`. WebCrypto only, on both sides.
 *
 * The sealed JSON is `{ sealedAt, nonce, payload }`: the time of sealing (ms, on the platform's clock
 * as the key call told it) and a random one-time nonce, so the platform refuses a stale or repeated
 * request.
 */
import { base64ToBytes, base64UrlToBytes, bytesToBase64, bytesToBase64Url } from './base64';

export const ENCRYPTION_HEADER = 'Encryption';
const RSA = { name: 'RSA-OAEP', hash: 'SHA-256' } as const;
const IV_BYTES = 12;

export interface EnvelopePublicKey {
  keyId: string;
  key: CryptoKey;
}

export interface SealedRequest {
  encryption: string;
  body: { value: string };
}

/** Why a sealed request could not be opened; each maps to one errorCode on the wire. */
export type EnvelopeFailure = 'missing' | 'malformed' | 'unknown-key' | 'undecryptable';

export class EnvelopeError extends Error {
  constructor(readonly failure: EnvelopeFailure) {
    super(`envelope ${failure}`);
    this.name = 'EnvelopeError';
  }
}

/** Imports the platform's public key as served by /wps/session/key/rsa (base64 SPKI DER). */
export async function importEnvelopePublicKey(
  keyId: string,
  publicKey: string,
): Promise<EnvelopePublicKey> {
  const key = await crypto.subtle.importKey('spki', base64ToBytes(publicKey), RSA, false, [
    'wrapKey',
  ]);
  return { keyId, key };
}

/** What the platform opens: the payload, when it was sealed and its one-time nonce. */
export interface OpenedEnvelope {
  /** Milliseconds since the epoch, on the platform's clock. */
  sealedAt: number;
  /** 16 random bytes, base64url: a request carrying a nonce seen before is a replay. */
  nonce: string;
  payload: unknown;
}

/**
 * Seals a JSON payload for the holder of the private key behind `publicKey`. `sealedAt` is the
 * platform's time now (the client's clock corrected by the key call's `serverTime`).
 */
export async function seal(
  payload: unknown,
  publicKey: EnvelopePublicKey,
  sealedAt: number = Date.now(),
): Promise<SealedRequest> {
  const aesKey = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, true, [
    'encrypt',
  ]);
  const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES));
  const nonce = bytesToBase64Url(crypto.getRandomValues(new Uint8Array(16)));
  const sealedJson: OpenedEnvelope = { sealedAt: Math.round(sealedAt), nonce, payload };
  const plaintext = new TextEncoder().encode(JSON.stringify(sealedJson));
  const ciphertext = await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, aesKey, plaintext);
  const wrapped = await crypto.subtle.wrapKey('raw', aesKey, publicKey.key, RSA);
  return {
    encryption: [
      publicKey.keyId,
      bytesToBase64Url(new Uint8Array(wrapped)),
      bytesToBase64Url(iv),
    ].join('.'),
    body: { value: bytesToBase64(new Uint8Array(ciphertext)) },
  };
}

export interface EnvelopeKeyPair {
  keyId: string;
  /** base64 SPKI DER, as /wps/session/key/rsa serves it. */
  publicKey: string;
  privateKey: CryptoKey;
}

/** Generates the platform's RSA-OAEP key pair (2048-bit). */
export async function generateEnvelopeKeyPair(keyId: string): Promise<EnvelopeKeyPair> {
  const pair = await crypto.subtle.generateKey(
    { ...RSA, modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]) },
    true,
    ['wrapKey', 'unwrapKey'],
  );
  const spki = await crypto.subtle.exportKey('spki', pair.publicKey);
  return { keyId, publicKey: bytesToBase64(new Uint8Array(spki)), privateKey: pair.privateKey };
}

const ENCRYPTION_PATTERN = /^([A-Za-z0-9_-]{1,64})\.([A-Za-z0-9_-]{16,1024})\.([A-Za-z0-9_-]{16})$/;

/**
 * Opens a sealed request. `privateKeyOf` returns the private key for a keyId, or undefined when the
 * key is unknown (rotated away), which the client answers by refetching the key once.
 */
export async function open(
  encryption: string | undefined,
  body: unknown,
  privateKeyOf: (keyId: string) => CryptoKey | undefined,
): Promise<OpenedEnvelope> {
  if (!encryption) throw new EnvelopeError('missing');
  const match = ENCRYPTION_PATTERN.exec(encryption);
  const value = isSealedBody(body) ? body.value : undefined;
  if (!match || value === undefined) throw new EnvelopeError('malformed');
  const [, keyId = '', wrappedText = '', ivText = ''] = match;
  const privateKey = privateKeyOf(keyId);
  if (!privateKey) throw new EnvelopeError('unknown-key');
  let opened: unknown;
  try {
    const aesKey = await crypto.subtle.unwrapKey(
      'raw',
      base64UrlToBytes(wrappedText),
      privateKey,
      RSA,
      { name: 'AES-GCM' },
      false,
      ['decrypt'],
    );
    const plaintext = await crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: base64UrlToBytes(ivText) },
      aesKey,
      base64ToBytes(value),
    );
    opened = JSON.parse(new TextDecoder().decode(plaintext)) as unknown;
  } catch {
    throw new EnvelopeError('undecryptable');
  }
  if (!isOpenedEnvelope(opened)) throw new EnvelopeError('malformed');
  return opened;
}

function isOpenedEnvelope(value: unknown): value is OpenedEnvelope {
  if (typeof value !== 'object' || value === null) return false;
  const { sealedAt, nonce } = value as Partial<OpenedEnvelope>;
  return (
    typeof sealedAt === 'number' &&
    Number.isFinite(sealedAt) &&
    typeof nonce === 'string' &&
    /^[A-Za-z0-9_-]{16,64}$/.test(nonce) &&
    'payload' in value
  );
}

function isSealedBody(body: unknown): body is { value: string } {
  return (
    typeof body === 'object' &&
    body !== null &&
    typeof (body as { value?: unknown }).value === 'string' &&
    Object.keys(body).length === 1
  );
}

export { base64ToBytes, bytesToBase64 } from './base64';
