/** The app's store: the API context (merchant, language, token), the auth modals, the RTK Query cache. */
import {
  apiContextSlice,
  baseApi,
  persistLanguage,
  persistSession,
  sessionExpired,
  urgentUpdates,
  useTransitionSelector,
} from '@gaming/api/base-api';
import { combineReducers, configureStore, createListenerMiddleware } from '@reduxjs/toolkit';
import { useDispatch } from 'react-redux';
import { authReducer, loginOpened } from '../session/auth-slice';

const rootReducer = combineReducers({
  apiContext: apiContextSlice.reducer,
  auth: authReducer,
  [baseApi.reducerPath]: baseApi.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;

/** A real store; tests build one per case with the state they need. */
export function makeStore(preloadedState?: Partial<RootState>) {
  const listeners = createListenerMiddleware();
  persistSession(listeners, sessionStorage);
  persistLanguage(listeners, localStorage);
  // The session in use ended (revoked, signed out elsewhere): the login modal opens over the page
  // the person is on (§8 "logged out when login needed: login modal"); the page stays.
  listeners.startListening({
    actionCreator: sessionExpired,
    effect: (_action, api) => {
      if ((api.getState() as RootState).apiContext.expired) api.dispatch(loginOpened());
    },
  });
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) =>
      getDefault().prepend(urgentUpdates, listeners.middleware).concat(baseApi.middleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
/** Store reads re-render as transitions (`@gaming/api/base-api`'s `useTransitionSelector`). */
export const useAppSelector = useTransitionSelector.withTypes<RootState>();
