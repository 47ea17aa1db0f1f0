export { initialMerchantCodeOf, initialTokenOf } from './initial-session';
export type { InitialToken } from './initial-session';
export { clearSessionKeepingMerchant, LOCAL_KEYS, SESSION_KEYS } from './session-storage';
export type { KeyValueStorage } from './session-storage';
