import { describe, expect, it } from 'vitest';
import { loginSchema, smsLoginSchema } from './login-schema';
import { validateFields } from './yup-messages';

const required = { key: 'validation:required', values: {} };

describe('loginSchema (§5 Login, username tab)', () => {
  it('requires username and password', async () => {
    expect(await validateFields(loginSchema(), {})).toEqual({
      username: required,
      password: required,
    });
  });

  it('trims username, password and captcha, so blanks count as missing', async () => {
    expect(await validateFields(loginSchema(), { username: '   ', password: ' \t' })).toEqual({
      username: required,
      password: required,
    });
    await expect(
      loginSchema({ captchaShown: true }).validate({
        username: ' demo ',
        password: ' Demo1234 ',
        captcha: ' 4821 ',
      }),
    ).resolves.toEqual({ username: 'demo', password: 'Demo1234', captcha: '4821' });
  });

  it('requires the captcha only while it is shown', async () => {
    const values = { username: 'demo', password: 'Demo1234' };
    expect(await validateFields(loginSchema(), values)).toEqual({});
    expect(await validateFields(loginSchema({ captchaShown: true }), values)).toEqual({
      captcha: required,
    });
  });
});

describe('smsLoginSchema (§5 Login, SMS tab)', () => {
  const rules = {
    mobileNum: {
      acceptedPattern: '^9\\d{9}$',
      minLength: 10,
      maxLength: 10,
      patternId: 'digits',
      show: true,
      required: false,
    },
  };

  it('requires the mobile number and the code', async () => {
    expect(
      await validateFields(smsLoginSchema({ rules }), { mobileNum: '', verificationCode: '' }),
    ).toEqual({
      mobileNum: required,
      verificationCode: required,
    });
  });

  it('checks the mobile format: digits, then the server rule', async () => {
    expect(
      await validateFields(smsLoginSchema({ rules }), {
        mobileNum: '+63 917',
        verificationCode: '1',
      }),
    ).toEqual({
      mobileNum: { key: 'validation:mobile_format', values: {} },
    });
    expect(
      await validateFields(smsLoginSchema({ rules }), {
        mobileNum: '8171234567',
        verificationCode: '1',
      }),
    ).toEqual({
      mobileNum: { key: 'validation:pattern.digits_exact', values: { length: 10 } },
    });
    expect(
      await validateFields(smsLoginSchema({ rules }), {
        mobileNum: '9171234567',
        verificationCode: '1',
      }),
    ).toEqual({});
  });

  it('without a server rule accepts up to 15 digits', async () => {
    expect(
      await validateFields(smsLoginSchema(), {
        mobileNum: '123456789012345',
        verificationCode: '1',
      }),
    ).toEqual({});
    expect(
      await validateFields(smsLoginSchema(), {
        mobileNum: '1234567890123456',
        verificationCode: '1',
      }),
    ).toEqual({
      mobileNum: { key: 'validation:mobile_format', values: {} },
    });
  });
});
