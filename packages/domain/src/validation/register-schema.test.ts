import { describe, expect, it } from 'vitest';
import { registerFieldStates, registerSchema } from './register-schema';
import type { RegisterSchemaOptions } from './register-schema';
import type { RegisterFieldRule, RegisterSettings } from './server-rule';
import { validateFields } from './yup-messages';

const rule = (
  acceptedPattern: string,
  minLength: number,
  maxLength: number,
  patternId: string,
  show = true,
  required = false,
): RegisterFieldRule => ({ acceptedPattern, minLength, maxLength, patternId, show, required });

/** The seed's registration rules (apps/platform/src/seed/site.ts). */
const SEED: RegisterSettings = {
  username: rule('^[A-Za-z][A-Za-z0-9]*$', 6, 16, 'letterThenAlnum', true, true),
  password: rule('^(?=.*[A-Za-z])(?=.*\\d)[A-Za-z\\d]+$', 6, 20, 'lettersAndDigits', true, true),
  mobileNum: rule('^9\\d{9}$', 10, 10, 'digits', true, false),
  email: rule('^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$', 5, 64, 'email', true, false),
  payeeName: rule('^[A-Za-z ]+$', 2, 40, 'englishSpaces', true, false),
  verificationCode: rule('^\\d+$', 6, 6, 'digits', true, true),
  affiliateCode: rule('^[A-Za-z0-9]+$', 4, 16, 'alphanumeric', true, false),
  recommenderId: rule('*', 0, 32, 'length', false, false),
  captcha: rule('*', 4, 4, 'length', false, false),
  paymentPassword: rule('^\\d+$', 6, 6, 'digits', false, false),
  qqNum: rule('^\\d+$', 5, 12, 'digits', false, false),
  line: rule('^\\S+$', 2, 32, 'noSpaces', false, false),
  whatsapp: rule('^\\d+$', 7, 15, 'digits', false, false),
  facebook: rule('^\\S+$', 2, 64, 'noSpaces', false, false),
  wechat: rule('^\\S+$', 2, 32, 'noSpaces', false, false),
  idNumber: rule('^[A-Za-z0-9]+$', 6, 20, 'alphanumeric', false, false),
};
const BY_USERNAME: RegisterSchemaOptions = { method: 'username', smsVerification: false };
const BY_MOBILE: RegisterSchemaOptions = { method: 'mobile', smsVerification: true };

const required = { key: 'validation:required', values: {} };
const VALID = {
  username: 'player01',
  password: 'Secret123',
  confirmPassword: 'Secret123',
  termsAccepted: true,
};

const shownFields = (settings: RegisterSettings, options: RegisterSchemaOptions) =>
  Object.entries(registerFieldStates(settings, options))
    .filter(([, state]) => state.shown)
    .map(([name, state]) => (state.required ? `${name}*` : name));

describe('registerFieldStates (§5 Register)', () => {
  it('shows the fields the server settings show, and requires what they require', () => {
    expect(shownFields(SEED, BY_USERNAME)).toEqual([
      'username*',
      'password*',
      'mobileNum',
      'affiliateCode',
      'payeeName',
      'email',
    ]);
  });

  it('by mobile, asks no username: the mobile number is the username, and required', () => {
    expect(shownFields(SEED, { method: 'mobile', smsVerification: false })).toEqual([
      'password*',
      'mobileNum*',
      'affiliateCode',
      'payeeName',
      'email',
    ]);
  });

  it('asks the verification code when SMS is on, which makes the mobile number required', () => {
    expect(shownFields(SEED, { method: 'username', smsVerification: true }).slice(0, 4)).toEqual([
      'username*',
      'password*',
      'mobileNum*',
      'verificationCode*',
    ]);
    const withoutMobile = { ...SEED, mobileNum: rule('^\\d+$', 10, 10, 'digits', false, false) };
    expect(shownFields(withoutMobile, { method: 'username', smsVerification: true })).not.toContain(
      'verificationCode*',
    );
  });

  it('requires the captcha and the payment password whenever they are shown', () => {
    const states = registerFieldStates(
      { ...SEED, paymentPassword: rule('^\\d+$', 6, 6, 'digits', true, false) },
      { ...BY_USERNAME, captcha: true },
    );
    expect(states.captcha).toEqual({ shown: true, required: true });
    expect(states.paymentPassword).toEqual({ shown: true, required: true });
    expect(
      registerFieldStates({ captcha: rule('*', 4, 4, 'length', true, false) }, BY_USERNAME).captcha,
    ).toEqual({
      shown: true,
      required: true,
    });
  });

  it('hides the affiliate code when the URL carried one that checked out', () => {
    expect(
      registerFieldStates(SEED, { ...BY_USERNAME, affiliateCodeFromUrl: true }).affiliateCode.shown,
    ).toBe(false);
  });

  it('keeps the invitation code optional unless configured', () => {
    expect(registerFieldStates(SEED, BY_USERNAME).affiliateCode).toEqual({
      shown: true,
      required: false,
    });
    const configured = {
      ...SEED,
      affiliateCode: rule('^[A-Za-z0-9]+$', 4, 16, 'alphanumeric', true, true),
    };
    expect(registerFieldStates(configured, BY_USERNAME).affiliateCode).toEqual({
      shown: true,
      required: true,
    });
  });

  it('after a social sign-in, asks no password and keeps every other field as the settings say', () => {
    expect(shownFields(SEED, { ...BY_USERNAME, passwordless: true })).toEqual([
      'username*',
      'mobileNum',
      'affiliateCode',
      'payeeName',
      'email',
    ]);
    expect(shownFields(SEED, { ...BY_MOBILE, passwordless: true }).slice(0, 2)).toEqual([
      'mobileNum*',
      'verificationCode*',
    ]);
  });

  it('does not show a field the server sends no rule for', () => {
    expect(shownFields({}, BY_USERNAME)).toEqual(['username*', 'password*']);
  });
});

describe('registerSchema (§5 Register)', () => {
  it('accepts a complete registration', async () => {
    expect(await validateFields(registerSchema(SEED, BY_USERNAME), VALID)).toEqual({});
  });

  it('requires username, password, its confirmation and the terms', async () => {
    expect(await validateFields(registerSchema(SEED, BY_USERNAME), {})).toEqual({
      username: required,
      password: required,
      confirmPassword: required,
      termsAccepted: { key: 'validation:not_empty', values: {} },
    });
  });

  it('checks username and password against their rules', async () => {
    expect(
      await validateFields(registerSchema(SEED, BY_USERNAME), {
        ...VALID,
        username: '1player',
        password: 'secret',
        confirmPassword: 'secret',
      }),
    ).toEqual({
      username: { key: 'validation:pattern.letterThenAlnum', values: { min: 6, max: 16 } },
      password: { key: 'validation:pattern.lettersAndDigits', values: { min: 6, max: 20 } },
    });
  });

  it('after a social sign-in, wants no password but still checks the other fields by their rules', async () => {
    const schema = registerSchema(SEED, { ...BY_USERNAME, passwordless: true });
    expect(await validateFields(schema, { username: 'player01', termsAccepted: true })).toEqual({});
    expect(await validateFields(schema, { termsAccepted: true, email: 'not-a-mailbox' })).toEqual({
      username: required,
      email: { key: 'validation:pattern.email', values: { min: 5, max: 64 } },
    });
  });

  it('says "inconsistent twice" when the confirmation differs from the password', async () => {
    expect(
      await validateFields(registerSchema(SEED, BY_USERNAME), {
        ...VALID,
        confirmPassword: 'Secret124',
      }),
    ).toEqual({
      confirmPassword: { key: 'validation:inconsistent_twice', values: {} },
    });
  });

  it("says 'not empty?' when the terms are not ticked", async () => {
    for (const termsAccepted of [false, undefined, null, 'yes']) {
      expect(
        await validateFields(registerSchema(SEED, BY_USERNAME), { ...VALID, termsAccepted }),
      ).toEqual({
        termsAccepted: { key: 'validation:not_empty', values: {} },
      });
    }
  });

  it('checks an optional field only when it is filled in, each with its format rule', async () => {
    const schema = registerSchema(SEED, BY_USERNAME);
    expect(await validateFields(schema, { ...VALID, email: '', payeeName: '' })).toEqual({});
    expect(
      await validateFields(schema, {
        ...VALID,
        email: 'not-a-mailbox',
        payeeName: 'J0hn',
        affiliateCode: 'ab!',
      }),
    ).toEqual({
      email: { key: 'validation:pattern.email', values: { min: 5, max: 64 } },
      payeeName: { key: 'validation:pattern.englishSpaces', values: { min: 2, max: 40 } },
      affiliateCode: { key: 'validation:length_range', values: { min: 4, max: 16 } },
    });
  });

  it('does not validate fields that are not shown', async () => {
    const hidden = {
      qqNum: 'x',
      line: 'a b',
      whatsapp: 'x',
      facebook: ' ',
      wechat: ' ',
      idNumber: '!',
      captcha: '1',
      paymentPassword: 'x',
    };
    expect(
      await validateFields(registerSchema(SEED, BY_USERNAME), { ...VALID, ...hidden }),
    ).toEqual({});
  });

  it('validates every configured field when the server shows and requires them all', async () => {
    const all = Object.fromEntries(
      Object.entries(SEED).map(([name, fieldRule]) => [
        name,
        { ...fieldRule, show: true, required: true },
      ]),
    ) as RegisterSettings;
    const messages = await validateFields(registerSchema(all, BY_USERNAME), VALID);
    expect(Object.keys(messages).sort()).toEqual(
      [
        'affiliateCode',
        'captcha',
        'email',
        'facebook',
        'idNumber',
        'line',
        'mobileNum',
        'payeeName',
        'paymentPassword',
        'qqNum',
        'recommenderId',
        'wechat',
        'whatsapp',
      ].sort(),
    );
    expect(Object.values(messages).every((message) => message.key === 'validation:required')).toBe(
      true,
    );
  });

  it('by mobile, requires the mobile number in mobile format, and the code when SMS is on', async () => {
    const schema = registerSchema(SEED, BY_MOBILE);
    const values = { password: 'Secret123', confirmPassword: 'Secret123', termsAccepted: true };
    expect(await validateFields(schema, values)).toEqual({
      mobileNum: required,
      verificationCode: required,
    });
    expect(
      await validateFields(schema, { ...values, mobileNum: '0917-123', verificationCode: '12' }),
    ).toEqual({
      mobileNum: { key: 'validation:mobile_format', values: {} },
      verificationCode: { key: 'validation:length_exact', values: { length: 6 } },
    });
    expect(
      await validateFields(schema, {
        ...values,
        mobileNum: '9171234567',
        verificationCode: '123456',
      }),
    ).toEqual({});
  });

  it('asks only username and password when the server sends no rules', async () => {
    expect(
      await validateFields(registerSchema({}, BY_USERNAME), {
        ...VALID,
        mobileNum: 'x',
        email: 'x',
      }),
    ).toEqual({});
  });

  it('reports a server rule whose pattern does not compile, on that field only', async () => {
    const broken = { ...SEED, email: rule('^[a-z', 1, 64, 'email', true, false) };
    expect(
      await validateFields(registerSchema(broken, BY_USERNAME), { ...VALID, email: 'a@b.ph' }),
    ).toEqual({
      email: { key: 'validation:pattern_invalid', values: {} },
    });
  });
});
