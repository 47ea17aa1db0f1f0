import { describe, expect, it } from 'vitest';
import {
  PATTERN_IDS,
  VALIDATION_KEYS,
  isPatternId,
  isValidationMessage,
  lengthMessage,
  patternMessage,
} from './messages';

describe('validation messages', () => {
  it('are i18n keys of the validation namespace in i18next namespace:key form', () => {
    for (const key of VALIDATION_KEYS)
      expect(key).toMatch(/^validation:[a-z_]+(\.[A-Za-z]+(_exact)?)?$/);
    expect(new Set(VALIDATION_KEYS).size).toBe(VALIDATION_KEYS.length);
  });

  it('name every pattern message kind of §5, each with a single-number variant', () => {
    expect(PATTERN_IDS).toHaveLength(17);
    for (const id of PATTERN_IDS) {
      expect(VALIDATION_KEYS).toContain(`validation:pattern.${id}`);
      expect(VALIDATION_KEYS).toContain(`validation:pattern.${id}_exact`);
    }
  });
});

describe('patternMessage', () => {
  it('looks the message up by patternId with min and max inserted', () => {
    expect(patternMessage('letterThenAlnum', 6, 16)).toEqual({
      key: 'validation:pattern.letterThenAlnum',
      values: { min: 6, max: 16 },
    });
  });

  it('inserts a single number if min and max are equal', () => {
    expect(patternMessage('digits', 10, 10)).toEqual({
      key: 'validation:pattern.digits_exact',
      values: { length: 10 },
    });
  });

  it('falls back to the length message for an unknown patternId', () => {
    expect(patternMessage('klingon', 2, 8)).toEqual({
      key: 'validation:length_range',
      values: { min: 2, max: 8 },
    });
    expect(patternMessage('toString', 4, 4)).toEqual({
      key: 'validation:length_exact',
      values: { length: 4 },
    });
  });
});

describe('lengthMessage', () => {
  it('states the range, or the single length when both bounds are equal', () => {
    expect(lengthMessage(0, 32)).toEqual({
      key: 'validation:length_range',
      values: { min: 0, max: 32 },
    });
    expect(lengthMessage(6, 6)).toEqual({ key: 'validation:length_exact', values: { length: 6 } });
  });
});

describe('isPatternId and isValidationMessage', () => {
  it('recognise the known pattern ids only', () => {
    expect(isPatternId('thaiEnglishSpaces')).toBe(true);
    expect(isPatternId('constructor')).toBe(false);
  });

  it('recognise a message by a known key and its values', () => {
    expect(isValidationMessage({ key: 'validation:required', values: {} })).toBe(true);
    expect(isValidationMessage({ key: 'validation:nope', values: {} })).toBe(false);
    expect(isValidationMessage({ key: 'validation:required' })).toBe(false);
    expect(isValidationMessage({ key: 'validation:required', values: null })).toBe(false);
    expect(isValidationMessage('validation:required')).toBe(false);
    expect(isValidationMessage(null)).toBe(false);
  });
});
