import { describe, expect, it } from 'vitest';
import { feedbackContentError, mirrorSpeedOf, sortMirrorTimings } from './support';

describe('feedbackContentError', () => {
  it('takes 140 characters and refuses the 141st', () => {
    expect(feedbackContentError('a'.repeat(140))).toBeNull();
    expect(feedbackContentError('a'.repeat(141))).toBe('feedback_too_long');
  });
  it('counts an emoji as one character', () => {
    expect(feedbackContentError('😀'.repeat(140))).toBeNull();
  });
  it('refuses an empty text', () => {
    expect(feedbackContentError('   ')).toBe('required');
  });
});

describe('mirror speed', () => {
  it('bands timings like the original', () => {
    expect(mirrorSpeedOf(80)).toBe('fast');
    expect(mirrorSpeedOf(150)).toBe('normal');
    expect(mirrorSpeedOf(151)).toBe('slow');
    expect(mirrorSpeedOf(null)).toBe('unreachable');
  });
  it('puts the fastest first and unreachable mirrors last', () => {
    const sorted = sortMirrorTimings([
      { url: 'a', ms: null },
      { url: 'b', ms: 120 },
      { url: 'c', ms: 40 },
      { url: 'd', ms: null },
    ]);
    expect(sorted.map((timing) => timing.url)).toEqual(['c', 'b', 'a', 'd']);
  });
});
