import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

// Screens wait on real envelope crypto and lazy chunks; a loaded 2-core CI machine needs more than 1 s.
configure({ asyncUtilTimeout: 5000 });

/** No test reaches a real socket: live notices get one that never opens (tests that need one stub their own). */
class InertWebSocket {
  onopen = null;
  onmessage = null;
  onclose = null;
  onerror = null;
  send() {}
  close() {}
}
beforeEach(() => {
  vi.stubGlobal('WebSocket', InertWebSocket);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  sessionStorage.clear();
  localStorage.clear();
});

// jsdom lays nothing out: scrolling to an element is a no-op here.
Element.prototype.scrollIntoView = function scrollIntoView() {};
