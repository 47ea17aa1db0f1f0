/** Reading the ValidationMessages back out of a Yup ValidationError, for a form to show. */
import { ValidationError } from 'yup';
import type { Schema } from 'yup';
import type { ValidationMessage } from './messages';
import { isValidationMessage, validationMessage } from './messages';

/** The messages of a form, by field path (`username`, `images[1]`, `''` for the form itself). */
export type FieldMessages = Readonly<Record<string, ValidationMessage>>;

/**
 * The first message of a Yup error (or a message itself). A ValidationError whose message is not one
 * of ours (a Yup default nobody overrode) still yields `validation:required` rather than nothing, so a
 * form never takes a failed value for a valid one. Anything else gives null.
 */
export function validationMessageOf(error: unknown): ValidationMessage | null {
  if (isValidationMessage(error)) return error;
  if (!ValidationError.isError(error)) return null;
  const messages: readonly unknown[] = error.errors;
  return messages.find(isValidationMessage) ?? validationMessage('validation:required');
}

/** The first message of each field of a ValidationError (run with `abortEarly: false` for all). */
export function fieldMessagesOf(error: ValidationError): FieldMessages {
  const messages: Record<string, ValidationMessage> = {};
  const errors = error.inner.length > 0 ? error.inner : [error];
  for (const fieldError of errors) {
    const path = fieldError.path ?? '';
    const message = validationMessageOf(fieldError);
    if (message && !(path in messages)) messages[path] = message;
  }
  return messages;
}

/**
 * Validates form values against a schema and gives the first message of each failing field: `{}`
 * when every field is valid (a Formik `validate` function). Errors other than validation are thrown.
 */
export async function validateFields(
  schema: Pick<Schema, 'validate'>,
  values: unknown,
): Promise<FieldMessages> {
  try {
    await schema.validate(values, { abortEarly: false });
    return {};
  } catch (error) {
    if (ValidationError.isError(error)) return fieldMessagesOf(error);
    throw error;
  }
}
