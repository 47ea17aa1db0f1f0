/** The platform's envelope keys: one current key, the previous one kept until the next rotation. */
import { randomBytes } from 'node:crypto';
import type { EnvelopeKeyPair } from '@gaming/api/envelope';
import { generateEnvelopeKeyPair } from '@gaming/api/envelope';

export class KeyRing {
  private constructor(
    private currentKey: EnvelopeKeyPair,
    private previousKey?: EnvelopeKeyPair,
  ) {}

  static async create(): Promise<KeyRing> {
    return new KeyRing(await generateEnvelopeKeyPair(newKeyId()));
  }

  get current(): EnvelopeKeyPair {
    return this.currentKey;
  }

  /** Replaces the current key; requests sealed with the one before it still open until the next rotation. */
  async rotate(): Promise<void> {
    this.previousKey = this.currentKey;
    this.currentKey = await generateEnvelopeKeyPair(newKeyId());
  }

  /** Forgets every key but a fresh one, so older sealed requests meet an unknown keyId. */
  async reset(): Promise<void> {
    this.previousKey = undefined;
    this.currentKey = await generateEnvelopeKeyPair(newKeyId());
  }

  privateKeyOf = (keyId: string): CryptoKey | undefined => {
    if (keyId === this.currentKey.keyId) return this.currentKey.privateKey;
    if (keyId === this.previousKey?.keyId) return this.previousKey.privateKey;
    return undefined;
  };
}

function newKeyId(): string {
  return randomBytes(6).toString('hex');
}
