export { useIdempotencyKey } from './use-idempotency-key';
export { submitOnce, useSingleFlight } from './use-single-flight';
export type { IdempotencyKeys } from '@gaming/api/idempotency';
