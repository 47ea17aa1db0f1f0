export { RECOVERY_POLL_MS, retryFailedQueries, startQueryRecovery } from './query-recovery';
export type { RecoveryOptions, RecoveryTarget } from './query-recovery';
