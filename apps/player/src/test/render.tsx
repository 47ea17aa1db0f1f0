import { createAppTestKit } from '@gaming/kernel/testing';
import { afterAll } from 'vitest';
import { routes } from '../app/router';
import { makeStore } from '../app/store';
import { homeContentPrefetch } from '../features/home/home-page';

// The routes load home's code as the app does on landing (jsdom's address is `/`). A file whose
// tests end first must not tear its environment down under that load: wait for it to settle.
afterAll(() => homeContentPrefetch?.catch(() => undefined));

/** The kernel's render helpers bound to the player's store and routes. */
export const { makeTestStore, renderWithProviders, renderApp } = createAppTestKit({
  makeStore,
  routes,
});
