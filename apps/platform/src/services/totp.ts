/**
 * Authenticator-app codes (TOTP, RFC 6238 over HOTP, RFC 4226): HMAC-SHA1, 30-second steps,
 * six digits, secrets in base32 (RFC 4648) as authenticator apps expect them.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export const TOTP_STEP_SECONDS = 30;
export const TOTP_DIGITS = 6;
const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

export function base32Encode(bytes: Buffer): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32.charAt((value >>> (bits - 5)) & 31);
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32.charAt((value << (5 - bits)) & 31);
  return out;
}

export function base32Decode(text: string): Buffer {
  const clean = text.replace(/[\s=]/g, '').toUpperCase();
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const char of clean) {
    const index = BASE32.indexOf(char);
    if (index < 0) throw new Error('not base32');
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

/** A new 160-bit secret, base32 (the size RFC 4226 recommends for SHA-1). */
export function newTotpSecret(): string {
  return base32Encode(randomBytes(20));
}

/** The code of one time step (HOTP with the step number as the counter). */
export function totpCode(secret: string, stepNumber: number): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(stepNumber));
  const digest = createHmac('sha1', base32Decode(secret)).update(counter).digest();
  const offset = (digest[digest.length - 1] ?? 0) & 15;
  const binary = digest.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** TOTP_DIGITS).padStart(TOTP_DIGITS, '0');
}

export function totpStepAt(now: Date): number {
  return Math.floor(now.getTime() / 1000 / TOTP_STEP_SECONDS);
}

/** Whether `code` is right now, or one step either side (clock drift between phone and server). */
export function verifyTotp(secret: string, code: string, now: Date): boolean {
  const typed = Buffer.from(code.trim());
  if (!/^\d{6}$/.test(code.trim())) return false;
  const step = totpStepAt(now);
  let ok = false;
  for (const drift of [-1, 0, 1]) {
    const expected = Buffer.from(totpCode(secret, step + drift));
    // Every candidate compared in constant time, none skipped.
    if (timingSafeEqual(expected, typed)) ok = true;
  }
  return ok;
}

/** The `otpauth://` URI authenticator apps scan (the QR code shows it). */
export function otpauthUri(secret: string, account: string, issuer: string): string {
  const label = encodeURIComponent(`${issuer}:${account}`);
  return `otpauth://totp/${label}?secret=${secret}&issuer=${encodeURIComponent(issuer)}&algorithm=SHA1&digits=${TOTP_DIGITS}&period=${TOTP_STEP_SECONDS}`;
}
