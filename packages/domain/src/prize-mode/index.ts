export { PRIZE_MODES, prizeModeCodeOf, prizeModeOf } from './prize-mode';
export type { PrizeMode, PrizeModeCode } from './prize-mode';
