import { describe, expect, it } from 'vitest';
import { runHook } from '../testing';
import { prerenderedFrame } from './prerendered-frame.js';

describe('prerenderedFrame', () => {
  it("puts the rendered frame in place of index.html's <!--boot-frame-->, before other plugins", () => {
    const plugin = prerenderedFrame(() => '<div id="boot-frame"></div>');
    expect(plugin.transformIndexHtml).toMatchObject({ order: 'pre' });
    const html = '<body>\n    <!--boot-frame-->\n    <div id="root"></div>\n</body>';
    expect(runHook(plugin, 'transformIndexHtml', {}, html)).toBe(
      '<body>\n    <div id="boot-frame"></div>\n    <div id="root"></div>\n</body>',
    );
  });

  it('fails the build when index.html has no place for the frame', () => {
    const plugin = prerenderedFrame(() => '<div></div>');
    expect(() => runHook(plugin, 'transformIndexHtml', {}, '<body></body>')).toThrow(
      'index.html has no <!--boot-frame--> for the boot frame',
    );
  });
});
