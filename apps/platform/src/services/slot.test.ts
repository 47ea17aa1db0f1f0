import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  BET_STEPS,
  PAYTABLE,
  SLOT_SYMBOLS,
  betOptionsInCents,
  multiplierOf,
  newSpinSeed,
  returnToPlayer,
  spinOutcome,
} from './slot';

const seedOf = (n: number) => createHash('sha256').update(`seed-${n}`).digest();

describe('demo slot mathematics', () => {
  it('returns about 96% of stakes over every combination of stops', () => {
    const rtp = returnToPlayer();
    expect(rtp).toBeGreaterThan(0.95);
    expect(rtp).toBeLessThan(0.97);
  });

  it('gives the same reels for the same seed, so a stored seed replays its spin', () => {
    const seed = seedOf(1);
    expect(spinOutcome(seed)).toEqual(spinOutcome(Buffer.from(seed)));
    expect(newSpinSeed()).toHaveLength(32);
    expect(newSpinSeed().equals(newSpinSeed())).toBe(false);
  });

  it('pays three of a kind, then the first two reels alike, else nothing', () => {
    expect(multiplierOf(['SEVEN', 'SEVEN', 'SEVEN'])).toBe(PAYTABLE.SEVEN.three);
    expect(multiplierOf(['STAR', 'STAR', 'BELL'])).toBe(PAYTABLE.STAR.two);
    expect(multiplierOf(['BELL', 'STAR', 'STAR'])).toBe(0);
  });

  it('lands every symbol, in proportion to its weight, over many seeds', () => {
    const counts = new Map<string, number>();
    for (let n = 0; n < 4000; n++) {
      for (const symbol of spinOutcome(seedOf(n)).reels)
        counts.set(symbol, (counts.get(symbol) ?? 0) + 1);
    }
    for (const symbol of SLOT_SYMBOLS) expect(counts.get(symbol) ?? 0).toBeGreaterThan(0);
    // Cherry has 6 stops of 24 and seven 1: about 3000 and 500 of 12000 reels.
    expect(counts.get('CHERRY')).toBeGreaterThan(2700);
    expect(counts.get('CHERRY')).toBeLessThan(3300);
    expect(counts.get('SEVEN')).toBeGreaterThan(380);
    expect(counts.get('SEVEN')).toBeLessThan(620);
  });

  it('offers the game’s smallest bet times the steps, in cents', () => {
    expect(betOptionsInCents(0.1)).toEqual(BET_STEPS.map((step) => 10 * step));
    expect(betOptionsInCents(5)[0]).toBe(500);
  });
});
