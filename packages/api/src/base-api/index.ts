export { baseApi, TAG_TYPES } from './base-api';
export type { TagType } from './base-api';
export { baseQuery, unwrap } from './base-query';
export type { ApiBaseQuery, ApiRequest } from './base-query';
export {
  apiContextSlice,
  configured,
  languageChanged,
  offeredTokenDeclined,
  sessionExpired,
  tokenChanged,
  tokenOffered,
} from './api-context';
export type { ApiContextState, WithApiContext } from './api-context';
export { errorCodeOf, isApiFailure } from './api-failure';
export type { ApiFailure } from './api-failure';
export { persistLanguage, persistSession } from './session-persistence';
export { startApiContext } from './start-api-context';
export { urgentUpdates, useTransitionSelector } from './transition-selector';
export type { StartApiContextInput } from './start-api-context';
