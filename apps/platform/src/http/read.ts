/** Small readers for request bodies and queries: a wrong shape is a 400 request.invalid, never a 500. */
import { ErrorCode } from '@gaming/api/wire';
import { ApiError } from './api-error';

export type Fields = Record<string, unknown>;

export function fieldsOf(input: unknown): Fields {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    throw new ApiError(400, ErrorCode.requestInvalid, 'The request body must be a JSON object.');
  }
  return input as Fields;
}

interface TextRule {
  max?: number;
  pattern?: RegExp;
}

export function optionalText(
  fields: Fields,
  name: string,
  rule: TextRule = {},
): string | undefined {
  const value = fields[name];
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'string' && typeof value !== 'number') {
    throw new ApiError(400, ErrorCode.requestInvalid, `${name} must be text.`);
  }
  const text = String(value).trim();
  if (text.length > (rule.max ?? 256) || (rule.pattern && !rule.pattern.test(text))) {
    throw new ApiError(400, ErrorCode.requestInvalid, `${name} is not valid.`);
  }
  return text;
}

export function requiredText(fields: Fields, name: string, rule: TextRule = {}): string {
  const text = optionalText(fields, name, rule);
  if (text === undefined) throw new ApiError(400, ErrorCode.requestInvalid, `${name} is required.`);
  return text;
}

export function oneOf<T extends string>(
  fields: Fields,
  name: string,
  allowed: readonly T[],
  fallback?: T,
): T {
  const value = fields[name] ?? fallback;
  if (typeof value === 'string' && (allowed as readonly string[]).includes(value))
    return value as T;
  throw new ApiError(
    400,
    ErrorCode.requestInvalid,
    `${name} must be one of ${allowed.join(', ')}.`,
  );
}
