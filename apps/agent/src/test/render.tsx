import { createAppTestKit } from '@gaming/kernel/testing';
import { routes } from '../app/router';
import { makeStore } from '../app/store';

/** The kernel's render helpers bound to the agent's store and routes. */
export const { makeTestStore, renderWithProviders, renderApp } = createAppTestKit({
  makeStore,
  routes,
});
