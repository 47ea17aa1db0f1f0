export { idempotencyKeys } from './idempotency-keys';
export type { IdempotencyKeys } from './idempotency-keys';
