export { useIdempotencyKey } from './use-idempotency-key';
export type { IdempotencyKeys } from '@gaming/api/idempotency';
