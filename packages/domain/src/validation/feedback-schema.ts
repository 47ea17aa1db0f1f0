/**
 * §5 Feedback: "content at most 140 characters; images png or jpg, at most 5MB each, at most 3;
 * support content between {0} and {1} words; 18+ age confirmation and terms must be agreed."
 */
import { array, mixed } from 'yup';
import { NOT_EMPTY, REQUIRED, formSchema, required, textField, tickedField } from './fields';
import type { RuleResult, ValidationMessage } from './messages';
import { validationMessage } from './messages';

import {
  AGE_CONFIRMATION_YEARS as AGE_CONFIRMATION,
  FEEDBACK_IMAGE_MAX_BYTES as FEEDBACK_MAX_IMAGE_BYTES,
  FEEDBACK_MAX_CHARACTERS as FEEDBACK_MAX_LENGTH,
  FEEDBACK_MAX_IMAGES,
} from '../constants/constants';
import { FEEDBACK_IMAGE_TYPES as IMAGE_TYPES } from '../constants/constants';

export { AGE_CONFIRMATION, FEEDBACK_MAX_IMAGE_BYTES, FEEDBACK_MAX_IMAGES, FEEDBACK_MAX_LENGTH };
/** §9: png or jpg. */
export const FEEDBACK_IMAGE_TYPES: readonly string[] = IMAGE_TYPES;

/** What the rules read of a chosen file (a browser File has these), so no browser type is needed. */
export interface FileLike {
  readonly name: string;
  readonly type: string;
  readonly size: number;
}

const IMAGE_TYPE = validationMessage('validation:image_type');
const IMAGE_TOO_LARGE = validationMessage('validation:image_too_large', {
  max: FEEDBACK_MAX_IMAGE_BYTES / (1024 * 1024),
});
const PNG_OR_JPG_NAME = /\.(?:png|jpe?g)$/i;

function isFileLike(value: unknown): value is FileLike {
  if (typeof value !== 'object' || value === null) return false;
  const { name, type, size } = value as Partial<Record<keyof FileLike, unknown>>;
  return typeof name === 'string' && typeof type === 'string' && typeof size === 'number';
}

/**
 * The message for one feedback image, or null when it may be sent: a png or jpg (by its type; by
 * its name only when the browser gave no type) of at most 5 MB.
 */
export function feedbackImageMessage(file: unknown): ValidationMessage | null {
  if (!isFileLike(file)) return IMAGE_TYPE;
  const isImage =
    FEEDBACK_IMAGE_TYPES.includes(file.type) ||
    (file.type === '' && PNG_OR_JPG_NAME.test(file.name));
  if (!isImage) return IMAGE_TYPE;
  return file.size <= FEEDBACK_MAX_IMAGE_BYTES ? null : IMAGE_TOO_LARGE;
}

/**
 * The feedback form: question type required; content required and at most 140 characters; images
 * (an array of files, optional) png or jpg, 5 MB each, at most 3; the 18+ confirmation and the terms
 * ticked.
 */
export function feedbackSchema() {
  return formSchema({
    questionType: required(textField()),
    content: required(textField())
      .test({
        name: 'notBlank',
        message: REQUIRED,
        test: (value) => value === undefined || value.trim() !== '',
      })
      .test({
        name: 'feedbackTooLong',
        message: validationMessage('validation:feedback_too_long', { max: FEEDBACK_MAX_LENGTH }),
        test: (value) => value === undefined || value.length <= FEEDBACK_MAX_LENGTH,
      }),
    images: array(
      mixed().test({
        name: 'feedbackImage',
        test(value, context) {
          const message = feedbackImageMessage(value);
          return message ? context.createError({ message }) : true;
        },
      }),
    )
      .nullable()
      .typeError(IMAGE_TYPE)
      .max(
        FEEDBACK_MAX_IMAGES,
        validationMessage('validation:too_many_images', { max: FEEDBACK_MAX_IMAGES }),
      ),
    ageConfirmed: tickedField(
      validationMessage('validation:age_confirmation', { age: AGE_CONFIRMATION }),
    ),
    termsAccepted: tickedField(NOT_EMPTY),
  });
}

/** The words of a text: runs of characters between whitespace. */
export function countWords(text: string): number {
  const trimmed = text.trim();
  return trimmed === '' ? 0 : trimmed.split(/\s+/).length;
}

/** §5: "support content between {0} and {1} words" (the bounds are the site's, not shown). */
export function matchSupportWords(text: string, bounds: { min: number; max: number }): RuleResult {
  const words = countWords(text);
  if (words >= bounds.min && words <= bounds.max) return { ok: true };
  return { ok: false, ...validationMessage('validation:support_words', bounds) };
}
