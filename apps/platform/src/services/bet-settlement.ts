/**
 * Bet settlement: one settled bet's money and records, in the caller's database transaction. The
 * demo game settles each real-money spin here, and dev content each account's bet, so a bet reads
 * the same in recent games, the reports and the winner board whichever made it.
 */
import { amountOfCents } from '@gaming/domain/money';
import { bets, winners } from '../db/schema';
import { gameIconUrl } from '../seed/asset-urls';
import type { GameRow } from './catalogue';
import { customerById } from './customers';
import type { Tx } from './ledger';
import { post } from './ledger';
import { BIG_WIN_MULTIPLIER } from './slot';

export interface BetToSettle {
  /** The stake, whole cents above 0. */
  betCents: number;
  /** What it paid back, whole cents; 0 for a loss. */
  winCents: number;
  /** The spin's seed in hex; none for a bet no spin made. */
  seed?: string;
}

/**
 * Settles `bet` on `game` for the member: the BET ledger row (which throws `balanceInsufficient`
 * when the balance does not cover it), a WIN row when it won, the bet numbered after its BET row,
 * and a winner-board row for a win of BIG_WIN_MULTIPLIER times the bet or more. Answers the main
 * wallet's balance after, in cents.
 */
export async function settleBet(
  tx: Tx,
  customerId: number,
  game: GameRow,
  bet: BetToSettle,
  now: Date,
): Promise<number> {
  const { betCents, winCents } = bet;
  const reference = game.gameCode;
  const debit = await post(tx, { customerId, type: 'BET', cents: -betCents, reference, at: now });
  let balanceCents = debit.balanceCents;
  if (winCents > 0) {
    const credit = await post(tx, { customerId, type: 'WIN', cents: winCents, reference, at: now });
    balanceCents = credit.balanceCents;
  }
  const betAmount = amountOfCents(betCents);
  const winAmount = amountOfCents(winCents);
  await tx.insert(bets).values({
    customerId,
    nodeId: game.nodeId,
    gameCode: game.gameCode,
    gameName: game.gameName,
    vassalage: game.vassalage,
    gameType: game.gameType,
    betAmount,
    validBetAmount: betAmount,
    winAmount,
    seed: bet.seed ?? '',
    orderNo: `S${String(debit.id)}`,
    status: winCents > 0 ? 'win' : 'lose',
    settledAt: now,
    createdAt: now,
  });
  if (winCents >= betCents * BIG_WIN_MULTIPLIER) {
    const customer = await customerById(tx, customerId);
    await tx.insert(winners).values({
      gameName: game.gameName,
      customerName: customer.username,
      winAmount,
      iconUrl: gameIconUrl(game.gameCode),
      createdAt: now,
    });
  }
  return balanceCents;
}
