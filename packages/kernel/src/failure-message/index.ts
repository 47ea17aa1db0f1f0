export {
  asksForCaptcha,
  errorMessageKeyOf,
  failedFieldOf,
  lockedMinutesOf,
} from './failure-message';
export type { ErrorMessageKey } from './failure-message';
