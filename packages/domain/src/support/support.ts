/** Support rules: feedback (§1, §5, §9) and the mirror-site speed check. */
import { FEEDBACK_MAX_CHARACTERS } from '../constants/constants';

/** Feedback types of the original: 1 deposit, 2 withdrawal, 3 game, 4 service, 6 agent, 0 other. */
export const FEEDBACK_TYPES = [1, 2, 3, 4, 6, 0] as const;
export type FeedbackType = (typeof FEEDBACK_TYPES)[number];

/** The validation message key of a feedback text that breaks a rule, or null (§5: at most 140 characters). */
export function feedbackContentError(content: string): 'required' | 'feedback_too_long' | null {
  if (content.trim() === '') return 'required';
  // Characters as the player sees them (an emoji is one), not UTF-16 units.
  if (Array.from(content).length > FEEDBACK_MAX_CHARACTERS) return 'feedback_too_long';
  return null;
}

export type MirrorSpeed = 'fast' | 'normal' | 'slow' | 'unreachable';

export interface MirrorTiming {
  url: string;
  /** Milliseconds, or null when the mirror did not answer. */
  ms: number | null;
}

/** The original's bands: ≤ 80 ms fast, ≤ 150 ms normal, else slow. */
export function mirrorSpeedOf(ms: number | null): MirrorSpeed {
  if (ms === null) return 'unreachable';
  if (ms <= 80) return 'fast';
  if (ms <= 150) return 'normal';
  return 'slow';
}

/** Fastest first; mirrors that did not answer last, in their listed order. */
export function sortMirrorTimings(timings: readonly MirrorTiming[]): MirrorTiming[] {
  return timings
    .map((timing, index) => ({ timing, index }))
    .sort((a, b) => {
      const x = a.timing.ms;
      const y = b.timing.ms;
      if (x === null && y === null) return a.index - b.index;
      if (x === null) return 1;
      if (y === null) return -1;
      return x - y || a.index - b.index;
    })
    .map(({ timing }) => timing);
}
