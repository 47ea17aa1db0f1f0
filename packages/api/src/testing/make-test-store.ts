/** A real store wired like the apps' (api context + RTK Query) for tests against the platform. */
import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { apiContextSlice, configured } from '../base-api/api-context';
import { baseApi } from '../base-api/base-api';
import { urgentUpdates } from '../base-api/transition-selector';

export const SEED_MERCHANT_CODE = 'PHDEMO';

export function makeTestStore(apiBase: string, merchantCode = SEED_MERCHANT_CODE) {
  const store = configureStore({
    reducer: combineReducers({
      apiContext: apiContextSlice.reducer,
      [baseApi.reducerPath]: baseApi.reducer,
    }),
    middleware: (getDefault) => getDefault().prepend(urgentUpdates).concat(baseApi.middleware),
  });
  store.dispatch(configured({ apiBase, merchantCode }));
  return store;
}
