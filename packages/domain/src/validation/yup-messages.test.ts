import { ValidationError, object, string } from 'yup';
import { describe, expect, it } from 'vitest';
import { loginSchema } from './login-schema';
import { fieldMessagesOf, validateFields, validationMessageOf } from './yup-messages';

const required = { key: 'validation:required', values: {} };

describe('validationMessageOf', () => {
  it('reads the first message of a Yup error', async () => {
    const error: unknown = await loginSchema()
      .validate({})
      .catch((caught: unknown) => caught);
    expect(validationMessageOf(error)).toEqual(required);
  });

  it('passes a message through', () => {
    expect(validationMessageOf(required)).toBe(required);
  });

  it('gives "required" for a Yup error whose message is not ours, never nothing', () => {
    expect(validationMessageOf(new ValidationError('this is a required field'))).toEqual(required);
  });

  it('gives null for anything else', () => {
    expect(validationMessageOf(new Error('boom'))).toBeNull();
    expect(validationMessageOf('validation:required')).toBeNull();
  });
});

describe('fieldMessagesOf', () => {
  it('keeps the first message of each field', async () => {
    const schema = object({
      name: string()
        .test({ name: 'first', message: required, test: () => false })
        .test({
          name: 'second',
          message: { key: 'validation:not_empty', values: {} },
          test: () => false,
        }),
    });
    const error = await schema
      .validate({}, { abortEarly: false })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ValidationError);
    if (error instanceof ValidationError)
      expect(fieldMessagesOf(error)).toEqual({ name: required });
  });

  it('reads an error of a single field, stopped at the first failure', async () => {
    const error = await object({ username: string().required(required) })
      .validate({})
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ValidationError);
    if (error instanceof ValidationError)
      expect(fieldMessagesOf(error)).toEqual({ username: required });
  });
});

describe('fieldMessagesOf without a path', () => {
  it('files an error that names no field under the form itself', () => {
    expect(fieldMessagesOf(new ValidationError('a Yup default message'))).toEqual({ '': required });
  });
});

describe('validateFields', () => {
  it('gives no messages for valid values', async () => {
    expect(await validateFields(loginSchema(), { username: 'demo', password: 'Demo1234' })).toEqual(
      {},
    );
  });

  it('gives the form itself a message when the values are not an object', async () => {
    expect(await validateFields(loginSchema(), null)).toEqual({ '': required });
    expect(await validateFields(loginSchema(), 5)).toEqual({ '': required });
  });

  it('gives "required" for a text field that is null or not text', async () => {
    expect(await validateFields(loginSchema(), { username: null, password: {} })).toEqual({
      username: required,
      password: required,
    });
  });

  it('throws errors that are not validation errors', async () => {
    const broken = object({
      name: string().test({
        name: 'broken',
        test: () => {
          throw new TypeError('bug');
        },
      }),
    });
    await expect(validateFields(broken, {})).rejects.toThrow('bug');
  });
});
