import { EventEmitter } from 'node:events';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { runHook } from '../testing';
import { announceUrl } from './announce-url.js';

describe('announceUrl', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  for (const hook of ['configureServer', 'configurePreviewServer'] as const) {
    it(`prints its line once the server listens, and only once (${hook})`, () => {
      const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
      const httpServer = new EventEmitter();
      runHook(announceUrl('player: http://127.0.0.1:4173'), hook, {}, { httpServer });
      expect(log).not.toHaveBeenCalled();
      httpServer.emit('listening');
      httpServer.emit('listening');
      expect(log).toHaveBeenCalledOnce();
      expect(log).toHaveBeenCalledWith('player: http://127.0.0.1:4173');
    });
  }

  it('prints nothing in middleware mode (no HTTP server)', () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    runHook(announceUrl('agent'), 'configureServer', {}, { httpServer: null });
    expect(log).not.toHaveBeenCalled();
  });
});
