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

interface NumberRule {
  min?: number;
  max?: number;
}

/** A decimal number from a query string or a JSON body; anything else is a 400. */
export function optionalNumber(
  fields: Fields,
  name: string,
  rule: NumberRule & { integer?: boolean } = {},
): number | undefined {
  const value = fields[name];
  if (value === undefined || value === null || value === '') return undefined;
  const number =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && /^\s*-?\d{1,15}(\.\d{1,6})?\s*$/.test(value)
        ? Number(value)
        : Number.NaN;
  if (
    !Number.isFinite(number) ||
    (rule.integer === true && !Number.isInteger(number)) ||
    number < (rule.min ?? Number.NEGATIVE_INFINITY) ||
    number > (rule.max ?? Number.POSITIVE_INFINITY)
  ) {
    throw new ApiError(400, ErrorCode.requestInvalid, `${name} is not valid.`);
  }
  return number;
}

export function optionalInteger(
  fields: Fields,
  name: string,
  rule: NumberRule = {},
): number | undefined {
  return optionalNumber(fields, name, { ...rule, integer: true });
}

export function requiredInteger(fields: Fields, name: string, rule: NumberRule = {}): number {
  const number = optionalInteger(fields, name, rule);
  if (number === undefined)
    throw new ApiError(400, ErrorCode.requestInvalid, `${name} is required.`);
  return number;
}

export interface Paging {
  pageNo: number;
  pageSize: number;
  offset: number;
}

/** Deep pages beyond this are refused rather than walked: no list here is that long. */
const MAX_PAGE_NO = 100_000;

/**
 * Page number and size of a list call (§9 "Default async list pageSize 42, pageNo 1"); the names
 * differ per call (`pageNo` or `page`), the bounds per list.
 */
export function pagingOf(
  fields: Fields,
  options: { pageName?: string; sizeName?: string; defaultSize: number; maxSize: number },
): Paging {
  const pageNo =
    optionalInteger(fields, options.pageName ?? 'pageNo', { min: 1, max: MAX_PAGE_NO }) ?? 1;
  const pageSize =
    optionalInteger(fields, options.sizeName ?? 'pageSize', { min: 1, max: options.maxSize }) ??
    options.defaultSize;
  return { pageNo, pageSize, offset: (pageNo - 1) * pageSize };
}

/** Pages needed for `count` rows. */
export function totalPagesOf(count: number, pageSize: number): number {
  return Math.ceil(count / pageSize);
}
