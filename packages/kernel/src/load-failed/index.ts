export { LoadFailed } from './load-failed';
export type { FailedQuery, LoadFailedProps } from './load-failed';
