/** The EN and TY resources, bundled statically: both are small and needed at first paint. */
import enCommon from '../locales/en/common.json';
import enErrors from '../locales/en/errors.json';
import enSystem from '../locales/en/system.json';
import tyCommon from '../locales/ty/common.json';
import tyErrors from '../locales/ty/errors.json';
import tySystem from '../locales/ty/system.json';

export const NAMESPACES = ['common', 'errors', 'system'] as const;
export type Namespace = (typeof NAMESPACES)[number];

export const resources = {
  en: { common: enCommon, errors: enErrors, system: enSystem },
  ty: { common: tyCommon, errors: tyErrors, system: tySystem },
} as const;

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
