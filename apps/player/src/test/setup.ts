import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  sessionStorage.clear();
  localStorage.clear();
});

// jsdom lays nothing out: scrolling to an element is a no-op here.
Element.prototype.scrollIntoView = function scrollIntoView() {};
