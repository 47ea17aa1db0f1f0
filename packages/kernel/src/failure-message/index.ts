export { asksForCaptcha, errorMessageKeyOf, lockedMinutesOf } from './failure-message';
export type { ErrorMessageKey } from './failure-message';
