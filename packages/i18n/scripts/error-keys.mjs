/**
 * Writes src/error-keys.ts from the English error catalogue (`pnpm --filter @gaming/i18n error-keys`):
 * a new error's key is its line in locales/en/errors.json, nothing else. `--check` only compares
 * and fails when the file is out of date.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const catalogueFile = fileURLToPath(new URL('../locales/en/errors.json', import.meta.url));
const moduleFile = fileURLToPath(new URL('../src/error-keys.ts', import.meta.url));

/** The module's text for the catalogue's keys, in the catalogue's order. */
function moduleOf(keys) {
  return `// Written by scripts/error-keys.mjs from locales/en/errors.json: run
// \`pnpm --filter @gaming/i18n error-keys\` after changing the catalogue's keys, never edit by hand.
import type enErrors from '../locales/en/errors.json';

/** A key of the error catalogue (\`errors\` namespace). */
export type ErrorKey = keyof typeof enErrors;

/**
 * Every key of the catalogue: turning a code into a key needs the keys only, so the texts load as a
 * chunk beside first paint, not in it.
 */
export const ERROR_KEYS = [
${keys.map((key) => `  '${key}',`).join('\n')}
] as const satisfies readonly ErrorKey[];

const KNOWN: ReadonlySet<string> = new Set(ERROR_KEYS);

/**
 * The catalogue key of a wire error code: dots become underscores (\`merchant.missing\` →
 * \`merchant_missing\`); a code the catalogue does not know reads as \`unknown_error\`.
 */
export function errorKeyOf(code: string): ErrorKey {
  const key = code.replaceAll('.', '_');
  return KNOWN.has(key) ? (key as ErrorKey) : 'unknown_error';
}
`;
}

const keys = Object.keys(JSON.parse(readFileSync(catalogueFile, 'utf8')));
const odd = keys.find((key) => !/^[A-Za-z0-9_]+$/.test(key));
if (odd !== undefined) throw new Error(`errors.json: the key ${JSON.stringify(odd)} is not a code`);
const text = moduleOf(keys);
if (process.argv.includes('--check')) {
  if (readFileSync(moduleFile, 'utf8') !== text) {
    console.error('src/error-keys.ts is out of date: run `pnpm --filter @gaming/i18n error-keys`');
    process.exit(1);
  }
} else {
  writeFileSync(moduleFile, text);
  console.log(`error-keys: wrote ${moduleFile}`);
}
