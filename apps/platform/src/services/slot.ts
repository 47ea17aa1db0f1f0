/**
 * The demo slot's mathematics: three reels, one payline. Each spin draws a fresh 32-byte seed from
 * node:crypto and the result is a pure function of that seed, so a stored seed replays its spin.
 * The paytable returns 96.6% of stakes over the long run (RTP, checked by enumeration in tests).
 */
import { createHmac, randomBytes } from 'node:crypto';

export const SLOT_SYMBOLS = ['CHERRY', 'LEMON', 'BELL', 'STAR', 'DIAMOND', 'SEVEN'] as const;
export type SlotSymbol = (typeof SLOT_SYMBOLS)[number];

/** Stops per symbol on each reel (the same strip on all three). */
export const REEL_WEIGHTS: Readonly<Record<SlotSymbol, number>> = {
  CHERRY: 6,
  LEMON: 6,
  BELL: 5,
  STAR: 4,
  DIAMOND: 2,
  SEVEN: 1,
};

/** Multipliers of the bet: three of a kind, or the first two reels alike. */
export const PAYTABLE: Readonly<Record<SlotSymbol, { three: number; two: number }>> = {
  CHERRY: { three: 8, two: 2 },
  LEMON: { three: 10, two: 2 },
  BELL: { three: 15, two: 1 },
  STAR: { three: 25, two: 3 },
  DIAMOND: { three: 100, two: 5 },
  SEVEN: { three: 500, two: 10 },
};

/** A win of at least this many bets goes on the winner board. */
export const BIG_WIN_MULTIPLIER = 10;

/** Bets offered on the page: the game's smallest bet times these steps. */
export const BET_STEPS = [1, 2, 5, 10, 20, 50, 100] as const;

const REEL_STOPS = SLOT_SYMBOLS.reduce((sum, symbol) => sum + REEL_WEIGHTS[symbol], 0);
const TWO_POW_48 = 2 ** 48;

export type Reels = readonly [SlotSymbol, SlotSymbol, SlotSymbol];

export interface SpinOutcome {
  reels: Reels;
  /** The win in bets (0 for a loss). */
  multiplier: number;
}

/** A new seed per spin from the operating system's CSPRNG. */
export function newSpinSeed(): Buffer {
  return randomBytes(32);
}

/** The symbol at a stop of the strip, stops counted through the weights in symbol order. */
function symbolAt(stop: number): SlotSymbol {
  let rest = stop;
  for (const symbol of SLOT_SYMBOLS) {
    rest -= REEL_WEIGHTS[symbol];
    if (rest < 0) return symbol;
  }
  return 'SEVEN';
}

/**
 * Reel `i` stops at HMAC-SHA256(seed, "reel:i") read as a 48-bit fraction of the strip: uniform to
 * within 2^-43 for a strip of 24 stops, independent per reel.
 */
function reelStop(seed: Buffer, reel: number): SlotSymbol {
  const digest = createHmac('sha256', seed).update(`reel:${reel}`).digest();
  return symbolAt(Math.floor((digest.readUIntBE(0, 6) / TWO_POW_48) * REEL_STOPS));
}

export function multiplierOf(reels: Reels): number {
  const [a, b, c] = reels;
  if (a === b && b === c) return PAYTABLE[a].three;
  if (a === b) return PAYTABLE[a].two;
  return 0;
}

export function spinOutcome(seed: Buffer): SpinOutcome {
  const reels: Reels = [reelStop(seed, 0), reelStop(seed, 1), reelStop(seed, 2)];
  return { reels, multiplier: multiplierOf(reels) };
}

/** The exact return to player of the paytable, summed over every combination of stops. */
export function returnToPlayer(): number {
  let total = 0;
  for (const a of SLOT_SYMBOLS) {
    for (const b of SLOT_SYMBOLS) {
      for (const c of SLOT_SYMBOLS) {
        const weight = REEL_WEIGHTS[a] * REEL_WEIGHTS[b] * REEL_WEIGHTS[c];
        total += weight * multiplierOf([a, b, c]);
      }
    }
  }
  return total / REEL_STOPS ** 3;
}

/** The bets a game offers, in cents (exact arithmetic; money columns hold 2 decimals). */
export function betOptionsInCents(minBet: number): number[] {
  const smallest = Math.max(1, Math.round(minBet * 100));
  return BET_STEPS.map((step) => smallest * step);
}
