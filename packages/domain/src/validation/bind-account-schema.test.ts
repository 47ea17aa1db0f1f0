import { describe, expect, it } from 'vitest';
import { bindAccountSchema } from './bind-account-schema';
import { validateFields } from './yup-messages';

const filled = {
  holder: 'Juan Dela Cruz',
  number: '1234 5678 9012',
  paymentPassword: '123456',
  confirmPaymentPassword: '123456',
};

describe('bindAccountSchema', () => {
  it('marks every empty field of a first bind, and nothing once filled', async () => {
    const empty = { holder: '', number: '', paymentPassword: '', confirmPaymentPassword: '' };
    const found = await validateFields(bindAccountSchema({ paymentPasswordSet: false }), empty);
    expect(Object.keys(found).sort()).toEqual(
      ['confirmPaymentPassword', 'holder', 'number', 'paymentPassword'].sort(),
    );
    expect(found.holder?.key).toBe('validation:required');
    expect(await validateFields(bindAccountSchema({ paymentPasswordSet: false }), filled)).toEqual(
      {},
    );
  });

  it('asks the payment password once when it is set already', async () => {
    const found = await validateFields(bindAccountSchema({ paymentPasswordSet: true }), {
      ...filled,
      confirmPaymentPassword: '',
    });
    expect(found).toEqual({});
  });

  it('says what is wrong: a short name, a number with symbols, a password not of 6 digits, a mismatch', async () => {
    const found = await validateFields(bindAccountSchema({ paymentPasswordSet: false }), {
      holder: 'J',
      number: '12#45678',
      paymentPassword: '12ab56',
      confirmPaymentPassword: '123457',
    });
    expect(found.holder).toEqual({ key: 'validation:length_range', values: { min: 2, max: 60 } });
    expect(found.number).toEqual({
      key: 'validation:account_number',
      values: { min: 6, max: 100 },
    });
    expect(found.paymentPassword?.key).toBe('validation:pattern.digits_exact');
    expect(found.confirmPaymentPassword?.key).toBe('validation:inconsistent_twice');
  });
});
