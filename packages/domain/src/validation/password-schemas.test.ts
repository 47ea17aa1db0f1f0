import { describe, expect, it } from 'vitest';
import {
  bindEmailSchema,
  bindMobileSchema,
  changePasswordSchema,
  forgotByEmailSchema,
  forgotByPhoneSchema,
  paymentPasswordSchema,
  setPasswordSchema,
} from './password-schemas';
import type { RegisterSettings } from './server-rule';
import { validateFields } from './yup-messages';

const required = { key: 'validation:required', values: {} };
const inconsistentTwice = { key: 'validation:inconsistent_twice', values: {} };
const rules: RegisterSettings = {
  password: {
    acceptedPattern: '^(?=.*[A-Za-z])(?=.*\\d)[A-Za-z\\d]+$',
    minLength: 6,
    maxLength: 20,
    patternId: 'lettersAndDigits',
    show: true,
    required: true,
  },
  mobileNum: {
    acceptedPattern: '^9\\d{9}$',
    minLength: 10,
    maxLength: 10,
    patternId: 'digits',
    show: true,
    required: false,
  },
  verificationCode: {
    acceptedPattern: '^\\d+$',
    minLength: 6,
    maxLength: 6,
    patternId: 'digits',
    show: true,
    required: true,
  },
};

describe('changePasswordSchema (§5 Change password)', () => {
  it('requires the old password unless it is known', async () => {
    const values = { newPassword: 'Better123', confirmNewPassword: 'Better123' };
    expect(
      await validateFields(changePasswordSchema({ oldPasswordKnown: false, rules }), values),
    ).toEqual({
      oldPassword: required,
    });
    expect(
      await validateFields(changePasswordSchema({ oldPasswordKnown: true, rules }), values),
    ).toEqual({});
  });

  it('requires the new password plus the password rule', async () => {
    const schema = changePasswordSchema({ oldPasswordKnown: true, rules });
    expect(await validateFields(schema, { confirmNewPassword: 'x' })).toMatchObject({
      newPassword: required,
    });
    expect(
      await validateFields(schema, {
        newPassword: 'onlyletters',
        confirmNewPassword: 'onlyletters',
      }),
    ).toEqual({
      newPassword: { key: 'validation:pattern.lettersAndDigits', values: { min: 6, max: 20 } },
    });
  });

  it('says "inconsistent twice" when the confirmation does not match', async () => {
    const schema = changePasswordSchema({ oldPasswordKnown: true });
    expect(
      await validateFields(schema, { newPassword: 'Better123', confirmNewPassword: 'Better124' }),
    ).toEqual({
      confirmNewPassword: inconsistentTwice,
    });
    expect(await validateFields(schema, { newPassword: 'Better123' })).toEqual({
      confirmNewPassword: required,
    });
  });
});

describe('setPasswordSchema (the first password of a social member)', () => {
  it('asks no old password, the new one under the password rule, and the same one again', async () => {
    const schema = setPasswordSchema({ rules });
    expect(await validateFields(schema, {})).toEqual({
      newPassword: required,
      confirmNewPassword: required,
    });
    expect(
      await validateFields(schema, { newPassword: 'abc1', confirmNewPassword: 'abc1' }),
    ).toEqual({ newPassword: { key: 'validation:length_range', values: { min: 6, max: 20 } } });
    expect(
      await validateFields(schema, {
        newPassword: 'onlyletters',
        confirmNewPassword: 'onlyletters',
      }),
    ).toEqual({
      newPassword: { key: 'validation:pattern.lettersAndDigits', values: { min: 6, max: 20 } },
    });
    expect(
      await validateFields(schema, { newPassword: 'First1234', confirmNewPassword: 'First1235' }),
    ).toEqual({ confirmNewPassword: inconsistentTwice });
    expect(
      await validateFields(schema, { newPassword: 'First1234', confirmNewPassword: 'First1234' }),
    ).toEqual({});
  });
});

describe('forgotByEmailSchema (§5 Forgot, email tab)', () => {
  it('needs username and email', async () => {
    expect(await validateFields(forgotByEmailSchema(), { username: '', email: '' })).toEqual({
      username: required,
      email: required,
    });
    expect(
      await validateFields(forgotByEmailSchema(), { username: 'demo', email: 'demo@phdemo.ph' }),
    ).toEqual({});
  });

  it.each([
    ['demo'],
    ['demo@'],
    ['demo@host'],
    ['de mo@host.ph'],
    ['demo@host..ph'],
    [`${'a'.repeat(250)}@b.ph`],
  ])('refuses %j as an email', async (email) => {
    expect(await validateFields(forgotByEmailSchema(), { username: 'demo', email })).toEqual({
      email: { key: 'validation:email_format', values: {} },
    });
  });
});

describe('forgotByPhoneSchema (§5 Forgot, phone tab)', () => {
  it('needs mobile, code and new password, confirmed', async () => {
    expect(await validateFields(forgotByPhoneSchema({ rules }), {})).toEqual({
      mobileNum: required,
      verificationCode: required,
      newPassword: required,
      confirmNewPassword: required,
    });
  });

  it('checks each against its rule, and the confirmation against the new password', async () => {
    const values = {
      mobileNum: '9171234567',
      verificationCode: '123456',
      newPassword: 'Better123',
      confirmNewPassword: 'Better123',
    };
    expect(await validateFields(forgotByPhoneSchema({ rules }), values)).toEqual({});
    expect(
      await validateFields(forgotByPhoneSchema({ rules }), {
        ...values,
        verificationCode: '12345',
        confirmNewPassword: 'x',
      }),
    ).toEqual({
      verificationCode: { key: 'validation:length_exact', values: { length: 6 } },
      confirmNewPassword: inconsistentTwice,
    });
    expect(
      await validateFields(forgotByPhoneSchema(), { ...values, verificationCode: '1' }),
    ).toEqual({});
  });
});

describe('payment password, bind mobile and bind email (security centre)', () => {
  it('asks 6 digits twice, the old one to change, the code to reset', async () => {
    const set = await validateFields(paymentPasswordSchema('set'), {
      paymentPassword: '12345',
      confirmPaymentPassword: '12346',
    });
    expect(Object.keys(set).sort()).toEqual(['confirmPaymentPassword', 'paymentPassword']);
    const change = await validateFields(paymentPasswordSchema('change'), {
      paymentPassword: '123456',
      confirmPaymentPassword: '123456',
    });
    expect(Object.keys(change)).toEqual(['oldPaymentPassword']);
    const reset = await validateFields(paymentPasswordSchema('reset'), {
      paymentPassword: '123456',
      confirmPaymentPassword: '123456',
      verificationCode: '000111',
    });
    expect(reset).toEqual({});
  });

  it('checks the email format and the mobile number before a code is sent', async () => {
    expect(
      Object.keys(await validateFields(bindEmailSchema(), { email: 'nope', verificationCode: '' })),
    ).toEqual(['email', 'verificationCode']);
    expect(
      await validateFields(bindMobileSchema(), { mobileNum: '9171234567', verificationCode: '1' }),
    ).toEqual({});
  });
});
