export { useIdempotencyKey } from './use-idempotency-key';
export { useSingleFlight } from './use-single-flight';
export type { IdempotencyKeys } from '@gaming/api/idempotency';
