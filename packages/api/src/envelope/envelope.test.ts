import { beforeAll, describe, expect, it } from 'vitest';
import type { EnvelopeKeyPair, EnvelopePublicKey } from './envelope';
import {
  EnvelopeError,
  generateEnvelopeKeyPair,
  importEnvelopePublicKey,
  open,
  seal,
} from './envelope';

let pair: EnvelopeKeyPair;
let publicKey: EnvelopePublicKey;
const keys = (id: string) => (id === pair.keyId ? pair.privateKey : undefined);

beforeAll(async () => {
  pair = await generateEnvelopeKeyPair('k1');
  publicKey = await importEnvelopePublicKey(pair.keyId, pair.publicKey);
});

async function failureOf(promise: Promise<unknown>) {
  const error: unknown = await promise.catch((e: unknown) => e);
  return error instanceof EnvelopeError ? error.failure : error;
}

describe('crypto envelope', () => {
  it('opens what it sealed', async () => {
    const payload = { username: 'demo', password: 'Demo1234', type: 'username' };
    const sealed = await seal(payload, publicKey);
    expect((await open(sealed.encryption, sealed.body, keys)).payload).toEqual(payload);
  });

  it('carries the time of sealing and a fresh one-time nonce inside the sealed part', async () => {
    const sealedAndOpened = async () => {
      const sealed = await seal({ x: 1 }, publicKey, 1_700_000_000_000);
      return open(sealed.encryption, sealed.body, keys);
    };
    const a = await sealedAndOpened();
    const b = await sealedAndOpened();
    expect(a.sealedAt).toBe(1_700_000_000_000);
    expect(a.nonce).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(a.nonce).not.toBe(b.nonce);
  });

  it('hides the payload: the password is not in the body or the header', async () => {
    const sealed = await seal({ password: 'Demo1234' }, publicKey);
    expect(JSON.stringify(sealed)).not.toContain('Demo1234');
    expect(sealed.encryption.split('.')).toHaveLength(3);
  });

  it('uses a fresh key and IV for every seal', async () => {
    const a = await seal({ x: 1 }, publicKey);
    const b = await seal({ x: 1 }, publicKey);
    expect(a.encryption).not.toBe(b.encryption);
    expect(a.body.value).not.toBe(b.body.value);
  });

  it('refuses a body that is not sealed', async () => {
    expect(await failureOf(open(undefined, { username: 'demo' }, keys))).toBe('missing');
    const sealed = await seal({ a: 1 }, publicKey);
    expect(await failureOf(open(sealed.encryption, { username: 'demo' }, keys))).toBe('malformed');
  });

  it('reports an unknown keyId so the client can refetch the key', async () => {
    const sealed = await seal({ a: 1 }, publicKey);
    const other = sealed.encryption.replace(/^k1\./, 'k2.');
    expect(await failureOf(open(other, sealed.body, keys))).toBe('unknown-key');
  });

  it('refuses a tampered ciphertext', async () => {
    const sealed = await seal({ amount: 10 }, publicKey);
    const bytes = atob(sealed.body.value);
    const flipped = btoa(
      bytes.slice(0, -1) + String.fromCharCode(bytes.charCodeAt(bytes.length - 1) ^ 1),
    );
    expect(await failureOf(open(sealed.encryption, { value: flipped }, keys))).toBe(
      'undecryptable',
    );
  });

  it('refuses a header that is not three dot-separated parts', async () => {
    const sealed = await seal({ a: 1 }, publicKey);
    expect(await failureOf(open('RSA', sealed.body, keys))).toBe('malformed');
  });
});
