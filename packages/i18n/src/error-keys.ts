import enErrors from '../locales/en/errors.json';

/** A key of the error catalogue (`errors` namespace). */
export type ErrorKey = keyof typeof enErrors;

/**
 * The catalogue key of a wire error code: dots become underscores (`merchant.missing` →
 * `merchant_missing`); a code the catalogue does not know reads as `unknown_error`.
 */
export function errorKeyOf(code: string): ErrorKey {
  const key = code.replaceAll('.', '_');
  return Object.hasOwn(enErrors, key) ? (key as ErrorKey) : 'unknown_error';
}
