import { describe, expect, it } from 'vitest';
import {
  AGE_CONFIRMATION,
  FEEDBACK_IMAGE_TYPES,
  FEEDBACK_MAX_IMAGES,
  FEEDBACK_MAX_IMAGE_BYTES,
  FEEDBACK_MAX_LENGTH,
  countWords,
  feedbackImageMessage,
  feedbackSchema,
  matchSupportWords,
} from './feedback-schema';
import { validateFields } from './yup-messages';

const png = (size = 1024, name = 'shot.png') => ({ name, type: 'image/png', size });
const VALID = {
  questionType: '1',
  content: 'Deposit not credited',
  ageConfirmed: true,
  termsAccepted: true,
};
const imageType = { key: 'validation:image_type', values: {} };

describe('feedback constants (§9)', () => {
  it('are 140 characters, 3 images of 5MB, png or jpg, age 18', () => {
    expect(FEEDBACK_MAX_LENGTH).toBe(140);
    expect(FEEDBACK_MAX_IMAGES).toBe(3);
    expect(FEEDBACK_MAX_IMAGE_BYTES).toBe(5 * 1024 * 1024);
    expect(FEEDBACK_IMAGE_TYPES).toEqual(['image/png', 'image/jpeg']);
    expect(AGE_CONFIRMATION).toBe(18);
  });
});

describe('feedbackSchema (§5 Feedback)', () => {
  it('accepts a question type, a description and up to 3 png or jpg images', async () => {
    const images = [
      png(),
      { name: 'a.jpg', type: 'image/jpeg', size: FEEDBACK_MAX_IMAGE_BYTES },
      png(),
    ];
    expect(await validateFields(feedbackSchema(), { ...VALID, images })).toEqual({});
    expect(await validateFields(feedbackSchema(), { ...VALID, images: null })).toEqual({});
  });

  it('takes the question type as the server numbers it, 0 (other) included', async () => {
    expect(await validateFields(feedbackSchema(), { ...VALID, questionType: 0 })).toEqual({});
  });

  it('requires the question type and the content', async () => {
    expect(
      await validateFields(feedbackSchema(), { ...VALID, questionType: '', content: '   ' }),
    ).toEqual({
      questionType: { key: 'validation:required', values: {} },
      content: { key: 'validation:required', values: {} },
    });
  });

  it('takes feedback content of at most 140 characters', async () => {
    expect(await validateFields(feedbackSchema(), { ...VALID, content: 'x'.repeat(140) })).toEqual(
      {},
    );
    expect(await validateFields(feedbackSchema(), { ...VALID, content: 'x'.repeat(141) })).toEqual({
      content: { key: 'validation:feedback_too_long', values: { max: 140 } },
    });
  });

  it('takes at most 3 images', async () => {
    expect(
      await validateFields(feedbackSchema(), { ...VALID, images: [png(), png(), png(), png()] }),
    ).toEqual({
      images: { key: 'validation:too_many_images', values: { max: 3 } },
    });
  });

  it('takes png or jpg images only, at most 5MB each', async () => {
    const images = [
      png(),
      { name: 'a.gif', type: 'image/gif', size: 10 },
      png(FEEDBACK_MAX_IMAGE_BYTES + 1),
    ];
    expect(await validateFields(feedbackSchema(), { ...VALID, images })).toEqual({
      'images[1]': imageType,
      'images[2]': { key: 'validation:image_too_large', values: { max: 5 } },
    });
    expect(await validateFields(feedbackSchema(), { ...VALID, images: 'shot.png' })).toEqual({
      images: imageType,
    });
  });

  it('requires the 18+ age confirmation and the terms to be agreed', async () => {
    expect(
      await validateFields(feedbackSchema(), {
        ...VALID,
        ageConfirmed: false,
        termsAccepted: undefined,
      }),
    ).toEqual({
      ageConfirmed: { key: 'validation:age_confirmation', values: { age: 18 } },
      termsAccepted: { key: 'validation:not_empty', values: {} },
    });
  });
});

describe('feedbackImageMessage', () => {
  it('judges a file by its type, or by its name when the browser gave no type', () => {
    expect(feedbackImageMessage(png())).toBeNull();
    expect(feedbackImageMessage({ name: 'photo.JPEG', type: '', size: 1 })).toBeNull();
    expect(feedbackImageMessage({ name: 'photo.gif', type: '', size: 1 })).toEqual(imageType);
    expect(feedbackImageMessage({ name: 'photo.png', type: 'application/pdf', size: 1 })).toEqual(
      imageType,
    );
  });

  it('refuses what is not a file', () => {
    for (const value of [
      null,
      'a.png',
      { name: 'a.png', type: 'image/png' },
      { name: 1, type: 'image/png', size: 1 },
    ]) {
      expect(feedbackImageMessage(value)).toEqual(imageType);
    }
  });
});

describe('matchSupportWords (§5: support content between {0} and {1} words)', () => {
  it('counts the words between whitespace', () => {
    expect(countWords('')).toBe(0);
    expect(countWords('  one\ttwo \n three ')).toBe(3);
  });

  it('accepts a word count within the bounds and states them otherwise', () => {
    expect(matchSupportWords('one two three', { min: 2, max: 3 })).toEqual({ ok: true });
    expect(matchSupportWords('one', { min: 2, max: 3 })).toEqual({
      ok: false,
      key: 'validation:support_words',
      values: { min: 2, max: 3 },
    });
    expect(matchSupportWords('a b c d', { min: 2, max: 3 })).toMatchObject({ ok: false });
  });
});
