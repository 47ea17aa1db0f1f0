/** The demo game's own calls: its page (opened by the launch's game_url) and a spin. */
import type { CallRoute } from '@gaming/api/contract';
import { LanguageCode, OneOf, Text, contractsOf } from '@gaming/api/contract';
import type { Static } from 'typebox';
import Type from 'typebox';
import { SLOT_SYMBOLS } from '../../services/slot';

const demoGameCalls = {
  slotPage: { url: '/lgw/demo/slot', noMerchant: true },
  spin: { method: 'POST', url: '/lgw/demo/spin', noMerchant: true },
} as const satisfies Record<string, CallRoute>;

/** What a spin answers to the page. */
export const SpinValue = Type.Object({
  reels: Type.Array(OneOf(SLOT_SYMBOLS), { minItems: 3, maxItems: 3 }),
  multiplier: Type.Number(),
  bet: Type.Number(),
  win: Type.Number(),
  balance: Type.Number(),
});
export type SpinValue = Static<typeof SpinValue>;

export const demoGameContracts = contractsOf('demo-game', demoGameCalls, {
  slotPage: {
    summary: 'The demo slot page of a launch ticket (410 when the ticket expired)',
    query: Type.Object({
      ticket: Type.Optional(Text({ maxLength: 64 })),
      /** The language of the "expired" page when the ticket is unknown. */
      language: Type.Optional(LanguageCode),
    }),
    content: 'text/html',
  },
  spin: {
    summary: 'One spin on a launch ticket: a bet and maybe a win on the wallet or the play money',
    body: Type.Object({
      ticket: Text({ maxLength: 64 }),
      /** One of the bets the page offers. */
      bet: Type.Number({ minimum: 0.01, maximum: 1_000_000 }),
    }),
    value: SpinValue,
  },
});
