import { describe, expect, it } from 'vitest';
import type { ClassifyEntry } from '../games';
import { categoriesOf, showsBingo } from './index';
import type { GameMenuCard, GameMenuLane } from './index';

const card = (vassalage: string, gameType: string, extra: Partial<GameMenuCard> = {}) => ({
  vassalage,
  gameType,
  displayName: vassalage,
  ...extra,
});
const classify = (key: string, vendors: string[] = []): ClassifyEntry => ({
  key,
  displayName: key,
  vendors,
  gameCount: 1,
});
const withTy = { supportedLanguages: ['EN', 'TY'] };
const codes = (lanes: GameMenuLane[], options = withTy) =>
  categoriesOf(lanes, options).map((category) => category.gameCategory);

describe('categorisation (§3 Category, §4, §9)', () => {
  it('builds one category per lane with its vendors, cards by vassalage and classify entries', () => {
    const slots = card('NOVA_REELS', 'RNG', { lagerIcon: '/nova.png', isGame: null });
    const [rng] = categoriesOf(
      [{ title: 'RNG', cards: [slots], gameClassify: [classify('SLOT')] }],
      withTy,
    );
    expect(rng).toEqual({
      gameCategory: 'RNG',
      title: 'RNG',
      vendors: [{ ...slots, gameCategory: 'RNG' }],
      cards: { NOVA_REELS: { ...slots, gameCategory: 'RNG' } },
      gameClassify: [classify('SLOT')],
    });
  });

  it('keeps the lanes in order', () => {
    expect(
      codes([
        { title: 'LIVE', cards: [card('L1', 'LIVE')] },
        { title: 'RNG', cards: [card('R1', 'RNG')] },
        { title: 'ELOTT', cards: [card('TCG_LOTTO_VN', 'ELOTT')] },
      ]),
    ).toEqual(['LIVE', 'RNG', 'ELOTT']);
  });

  it('drops categories without vendors (§3 Category)', () => {
    expect(
      codes([
        { title: 'RNG', cards: [] },
        { title: 'FISH', cards: null },
        { title: 'PVP' },
        { title: 'LIVE', cards: [card('L1', 'LIVE')] },
      ]),
    ).toEqual(['LIVE']);
  });

  it('splits e-sports and cockfight cards from sports into their own categories (§4 Prize mode)', () => {
    const categories = categoriesOf(
      [
        {
          title: 'SPORTS',
          cards: [
            card('KICKLINE', 'SPORTS'),
            card('PIXEL_CLASH', 'ESPORTS'),
            card('SABONG_PIT', 'COCKFIGHT'),
          ],
          gameClassify: [classify('FOOTBALL')],
        },
        { title: 'LIVE', cards: [card('L1', 'LIVE')] },
      ],
      withTy,
    );
    expect(categories.map((c) => [c.gameCategory, c.vendors.map((v) => v.vassalage)])).toEqual([
      ['SPORTS', ['KICKLINE']],
      ['ESPORTS', ['PIXEL_CLASH']],
      ['COCKFIGHT', ['SABONG_PIT']],
      ['LIVE', ['L1']],
    ]);
    expect(categories[1]?.vendors[0]?.gameCategory).toBe('ESPORTS');
    expect(categories[1]?.gameClassify).toEqual([]);
    expect(categories[0]?.gameClassify).toEqual([classify('FOOTBALL')]);
  });

  it('splits configured e-sports and cockfight vendors from sports whatever their game type', () => {
    const categories = categoriesOf(
      [{ title: 'SPORTS', cards: [card('IM_ESPORT', 'SPORTS'), card('S128', 'SPORTS')] }],
      { ...withTy, esportsVassalages: ['IM_ESPORT'], cockfightVassalages: ['S128', 'IM_ESPORT'] },
    );
    expect(categories.map((c) => [c.gameCategory, c.vendors.map((v) => v.vassalage)])).toEqual([
      ['ESPORTS', ['IM_ESPORT']],
      ['COCKFIGHT', ['S128']],
    ]);
  });

  it('drops sports when every sports card is e-sports or cockfight', () => {
    expect(codes([{ title: 'SPORTS', cards: [card('PIXEL_CLASH', 'ESPORTS')] }])).toEqual([
      'ESPORTS',
    ]);
  });

  it('merges split e-sports cards into an e-sports lane of the server, each vendor once', () => {
    const categories = categoriesOf(
      [
        { title: 'ESPORTS', cards: [card('NEXUS', 'ESPORTS')], gameClassify: [classify('MOBA')] },
        { title: 'SPORTS', cards: [card('KICKLINE', 'SPORTS'), card('NEXUS', 'ESPORTS')] },
        { title: 'ESPORTS', cards: [card('PIXEL', 'ESPORTS')], gameClassify: [classify('MOBA')] },
      ],
      withTy,
    );
    expect(categories.map((c) => [c.gameCategory, c.vendors.map((v) => v.vassalage)])).toEqual([
      ['ESPORTS', ['NEXUS', 'PIXEL']],
      ['SPORTS', ['KICKLINE']],
    ]);
    expect(categories[0]?.gameClassify).toEqual([classify('MOBA')]);
  });

  it('keeps the minor categories SC, VP, JP, TG, AC and BG (§9)', () => {
    const lanes = ['SC', 'VP', 'JP', 'TG', 'AC', 'BG'].map((title) => ({
      title,
      cards: [card(`${title}_VENDOR`, title)],
    }));
    expect(codes(lanes)).toEqual(['SC', 'VP', 'JP', 'TG', 'AC', 'BG']);
  });

  it('shows bingo only if TY is supported (§9)', () => {
    const lanes = [
      { title: 'BG', cards: [card('BINGO_PLAZA', 'BG')] },
      { title: 'AC', cards: [card('NEON', 'AC')] },
    ];
    expect(codes(lanes, { supportedLanguages: ['EN'] })).toEqual(['AC']);
    expect(codes(lanes, { supportedLanguages: ['en', 'ty'] })).toEqual(['BG', 'AC']);
    expect(showsBingo(['EN', 'TY'])).toBe(true);
    expect(showsBingo([])).toBe(false);
  });

  it('leaves out lanes that name no vendor category and reads lane titles in any case', () => {
    expect(
      codes([
        { title: 'HOT', cards: [card('X', 'RNG')] },
        { title: 'SPB', cards: [card('Y', 'RNG')] },
        { title: 'rng', cards: [card('Z', 'RNG')] },
      ]),
    ).toEqual(['RNG']);
  });
});
