import { describe, expect, it, vi } from 'vitest';
import {
  createAppI18n,
  FIRST_PAINT_NAMESPACES,
  textsLoaded,
  PRELOADED_NAMESPACES,
  readNamespace,
} from './app-i18n';

describe("the apps' i18next (first-paint namespaces bundled, the rest on demand)", () => {
  it('starts in English with the first-paint namespaces and their local overrides', async () => {
    const i18n = await createAppI18n('EN');
    for (const namespace of FIRST_PAINT_NAMESPACES)
      expect(i18n.hasResourceBundle('en', namespace)).toBe(true);
    expect(i18n.t('system:maintenance.title')).toBe('System maintenance notice');
  });

  it('fetches the game, tile and UI kit texts and the error catalogue at start without bundling them', async () => {
    const i18n = await createAppI18n('EN');
    expect(PRELOADED_NAMESPACES).toEqual(['games', 'tiles', 'ui', 'errors']);
    expect(i18n.hasResourceBundle('en', 'ui')).toBe(false);
    await i18n.loadNamespaces([...PRELOADED_NAMESPACES]);
    expect(i18n.t('games:categories.COCKFIGHT')).toBe('Sabong');
    expect(i18n.t('tiles:game.hot')).toBe('Hot');
    expect(i18n.t('errors:unknown_error')).toBe('Unknown error');
  });

  it("fetches the landing page's namespaces at start too, when the app names them", async () => {
    const i18n = await createAppI18n('EN', ['member']);
    await vi.waitFor(() => expect(i18n.hasResourceBundle('en', 'member')).toBe(true));
    expect(i18n.t('member:title')).toBe('Member centre');
  });

  it('says when the texts fetched at start have arrived, for the first render to wait on', async () => {
    const i18n = await createAppI18n('EN', ['agent']);
    expect(i18n.hasResourceBundle('en', 'agent')).toBe(false);
    await textsLoaded(i18n);
    for (const namespace of [...PRELOADED_NAMESPACES, 'agent'])
      expect(i18n.hasResourceBundle('en', namespace)).toBe(true);
  });

  it('loads a namespace a screen asks for, only then', async () => {
    const i18n = await createAppI18n('EN');
    expect(i18n.hasResourceBundle('en', 'member')).toBe(false);
    await i18n.loadNamespaces('member');
    expect(i18n.t('member:title')).toBe('Member centre');
  });

  it('loads Tagalog before it resolves when the language is TY, and nothing more', async () => {
    const i18n = await createAppI18n('TY');
    expect(i18n.language).toBe('fil');
    expect(i18n.t('system:maintenance.title')).toBe('Abiso sa maintenance ng system');
    expect(i18n.hasResourceBundle('fil', 'member')).toBe(false);
  });

  it('reads nothing for a language without files, so English fills in', async () => {
    expect(await readNamespace('xx', 'common')).toEqual({});
    const i18n = await createAppI18n('XX');
    expect(i18n.t('system:maintenance.title')).toBe('System maintenance notice');
  });
});
