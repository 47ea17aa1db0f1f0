import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SelectType } from '../games';
import {
  FILTERS_NEEDING_LOGIN,
  LOBBY_PAGE_SIZE,
  initialLobbyFilter,
  lastPageOf,
  lobbyFilterReducer,
  lobbyFilterTransition,
} from './index';
import type { LobbyFilterAction, LobbyFilterState } from './index';

const PROVIDERS = ['NOVA', 'STARFORGE', 'JADE'];

/** A lobby with 10 pages, on page 4 of provider JADE, classify SLOT, searching "dragon". */
const busy: LobbyFilterState = {
  ...initialLobbyFilter(PROVIDERS, 'JADE'),
  classify: 'SLOT',
  page: 4,
  totalPages: 10,
  search: 'dragon',
};

describe('lobby filter (§4 Lobby filter)', () => {
  it('has a page size of 18 (§9)', () => {
    expect(LOBBY_PAGE_SIZE).toBe(18);
  });

  it('starts on the first provider, classify All, page 1, filter All and no search', () => {
    expect(initialLobbyFilter(PROVIDERS)).toEqual({
      providers: PROVIDERS,
      provider: 'NOVA',
      classify: 'ALL',
      page: 1,
      totalPages: 0,
      search: '',
      filter: 'ALL',
    });
    expect(initialLobbyFilter(PROVIDERS, 'JADE').provider).toBe('JADE');
    expect(initialLobbyFilter(PROVIDERS, 'UNKNOWN').provider).toBe('NOVA');
    expect(initialLobbyFilter().provider).toBeNull();
  });

  it('resets classify to All, page to 1 and clears search when a provider is chosen', () => {
    expect(lobbyFilterReducer(busy, { type: 'provider-chosen', provider: 'STARFORGE' })).toEqual({
      ...busy,
      provider: 'STARFORGE',
      classify: 'ALL',
      page: 1,
      search: '',
    });
  });

  it('ignores a provider that is not in the provider menu', () => {
    expect(lobbyFilterReducer(busy, { type: 'provider-chosen', provider: 'OTHER' })).toBe(busy);
  });

  it('resets provider to the first, page to 1 and clears search when a classify is chosen', () => {
    expect(lobbyFilterReducer(busy, { type: 'classify-chosen', classify: 'WAYS' })).toEqual({
      ...busy,
      provider: 'NOVA',
      classify: 'WAYS',
      page: 1,
      search: '',
    });
  });

  it('needs login for the favourite and recent filters, leaving the state as it was', () => {
    expect(FILTERS_NEEDING_LOGIN).toEqual(['FAV', 'RECENT']);
    for (const filter of FILTERS_NEEDING_LOGIN) {
      expect(
        lobbyFilterTransition(busy, { type: 'filter-chosen', filter, isLoggedIn: false }),
      ).toEqual({ state: busy, openLogin: true });
    }
  });

  it('switches to the favourite filter when logged in, page 1 and search cleared', () => {
    expect(
      lobbyFilterTransition(busy, { type: 'filter-chosen', filter: 'FAV', isLoggedIn: true }),
    ).toEqual({ state: { ...busy, filter: 'FAV', page: 1, search: '' }, openLogin: false });
  });

  it('lets anyone choose the hot, new and all filters', () => {
    const hot = lobbyFilterTransition(busy, {
      type: 'filter-chosen',
      filter: 'HOT',
      isLoggedIn: false,
    });
    expect(hot.openLogin).toBe(false);
    expect(hot.state.filter).toBe('HOT');
    expect(
      lobbyFilterReducer(busy, { type: 'filter-chosen', filter: 'ALL', isLoggedIn: false }),
    ).toBe(busy);
  });

  it('changes page within the total pages', () => {
    expect(lobbyFilterReducer(busy, { type: 'page-chosen', page: 10 }).page).toBe(10);
    expect(lobbyFilterReducer(busy, { type: 'page-chosen', page: 1 }).page).toBe(1);
  });

  it('ignores a page beyond total pages, below 1, not whole, or the current one', () => {
    for (const page of [11, 0, -1, 2.5, Number.NaN, 4]) {
      expect(lobbyFilterReducer(busy, { type: 'page-chosen', page })).toBe(busy);
    }
  });

  it('allows page 1 only before the first list loaded', () => {
    const fresh = initialLobbyFilter(PROVIDERS);
    expect(lastPageOf(fresh)).toBe(1);
    expect(lobbyFilterReducer(fresh, { type: 'page-chosen', page: 2 })).toBe(fresh);
  });

  it('trims the search text and goes back to page 1 (§5)', () => {
    expect(lobbyFilterReducer(busy, { type: 'search-submitted', text: '  lucky koi \t' })).toEqual({
      ...busy,
      search: 'lucky koi',
      page: 1,
    });
  });

  it('searches only while the filter is All (§5)', () => {
    const hot = { ...busy, filter: SelectType.HOT, search: '' };
    expect(lobbyFilterReducer(hot, { type: 'search-submitted', text: 'koi' })).toBe(hot);
  });

  it('keeps the page within a newly loaded total', () => {
    expect(lobbyFilterReducer(busy, { type: 'pages-loaded', totalPages: 3 })).toMatchObject({
      totalPages: 3,
      page: 3,
    });
    expect(lobbyFilterReducer(busy, { type: 'pages-loaded', totalPages: 0 })).toMatchObject({
      totalPages: 0,
      page: 1,
    });
    expect(lobbyFilterReducer(busy, { type: 'pages-loaded', totalPages: 12 }).page).toBe(4);
  });

  it('ignores a total that is not a whole number of pages', () => {
    for (const totalPages of [-1, 1.5, Number.NaN]) {
      expect(lobbyFilterReducer(busy, { type: 'pages-loaded', totalPages })).toBe(busy);
    }
  });

  it('keeps the chosen provider when the provider menu reloads with it', () => {
    const providers = ['JADE', 'NOVA'];
    expect(lobbyFilterReducer(busy, { type: 'providers-loaded', providers })).toEqual({
      ...busy,
      providers,
    });
  });

  it('falls back to the first provider, All, page 1, no search when the chosen provider is gone', () => {
    expect(lobbyFilterReducer(busy, { type: 'providers-loaded', providers: ['AURORA'] })).toEqual({
      ...busy,
      providers: ['AURORA'],
      provider: 'AURORA',
      classify: 'ALL',
      page: 1,
      search: '',
    });
    expect(
      lobbyFilterReducer(busy, { type: 'providers-loaded', providers: [] }).provider,
    ).toBeNull();
  });
});

const POOL = ['NOVA', 'STARFORGE', 'JADE', 'AURORA', 'ORBIT'];
const selectType = fc.constantFrom(...Object.values(SelectType));
const actionArb: fc.Arbitrary<LobbyFilterAction> = fc.oneof(
  fc.record({
    type: fc.constant('providers-loaded' as const),
    providers: fc.uniqueArray(fc.constantFrom(...POOL), { maxLength: POOL.length }),
  }),
  fc.record({ type: fc.constant('provider-chosen' as const), provider: fc.constantFrom(...POOL) }),
  fc.record({
    type: fc.constant('classify-chosen' as const),
    classify: fc.constantFrom('ALL', 'SLOT', 'WAYS'),
  }),
  fc.record({
    type: fc.constant('filter-chosen' as const),
    filter: selectType,
    isLoggedIn: fc.boolean(),
  }),
  fc.record({
    type: fc.constant('page-chosen' as const),
    page: fc.oneof(fc.integer({ min: -3, max: 30 }), fc.double()),
  }),
  fc.record({ type: fc.constant('search-submitted' as const), text: fc.string({ maxLength: 12 }) }),
  fc.record({
    type: fc.constant('pages-loaded' as const),
    totalPages: fc.oneof(fc.integer({ min: -2, max: 25 }), fc.double()),
  }),
);
const stateArb = fc
  .array(actionArb, { maxLength: 30 })
  .map((actions) => actions.reduce(lobbyFilterReducer, initialLobbyFilter(['NOVA', 'JADE'])));

describe('lobby filter properties (§4 Lobby filter, §5)', () => {
  it('keeps the page a whole number within 1..total pages, whatever happens', () => {
    fc.assert(
      fc.property(stateArb, actionArb, (state, action) => {
        const next = lobbyFilterReducer(state, action);
        expect(Number.isInteger(next.page)).toBe(true);
        expect(next.page).toBeGreaterThanOrEqual(1);
        expect(next.page).toBeLessThanOrEqual(lastPageOf(next));
      }),
    );
  });

  it('has a non-empty search only with the filter All, and always trimmed', () => {
    fc.assert(
      fc.property(stateArb, actionArb, (state, action) => {
        const next = lobbyFilterReducer(state, action);
        if (next.search !== '') expect(next.filter).toBe('ALL');
        expect(next.search).toBe(next.search.trim());
      }),
    );
  });

  it('always yields classify All, page 1 and no search after a provider is chosen from the menu', () => {
    fc.assert(
      fc.property(stateArb, fc.nat(), (state, index) => {
        fc.pre(state.providers.length > 0);
        const provider = state.providers[index % state.providers.length] ?? '';
        const next = lobbyFilterReducer(state, { type: 'provider-chosen', provider });
        expect(next).toMatchObject({ provider, classify: 'ALL', page: 1, search: '' });
      }),
    );
  });

  it('always yields the first provider, page 1 and no search after a classify is chosen', () => {
    fc.assert(
      fc.property(stateArb, fc.string(), (state, classify) => {
        const next = lobbyFilterReducer(state, { type: 'classify-chosen', classify });
        expect(next).toMatchObject({
          provider: state.providers[0] ?? null,
          classify,
          page: 1,
          search: '',
        });
      }),
    );
  });

  it('never changes the state for a favourite or recent filter while logged out, and asks for login', () => {
    fc.assert(
      fc.property(stateArb, fc.constantFrom(...FILTERS_NEEDING_LOGIN), (state, filter) => {
        const result = lobbyFilterTransition(state, {
          type: 'filter-chosen',
          filter,
          isLoggedIn: false,
        });
        expect(result.state).toBe(state);
        expect(result.openLogin).toBe(true);
      }),
    );
  });

  it('keeps the provider one of the provider menu, or none when the menu is empty', () => {
    fc.assert(
      fc.property(stateArb, (state) => {
        if (state.providers.length === 0) expect(state.provider).toBeNull();
        else expect(state.providers).toContain(state.provider);
      }),
    );
  });
});
