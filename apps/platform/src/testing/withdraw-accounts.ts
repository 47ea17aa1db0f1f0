/**
 * The withdrawal account `demo` binds in payment tests: a BDO bank account in the seed member's own
 * name, whose first bind also sets the payment password it sends.
 */
export const DEMO_BDO_ACCOUNT = {
  type: 'BC',
  code: 'BDO',
  holder: 'Demo Player',
  number: '1234 5678 9012',
  paymentPassword: '135790',
  confirmPaymentPassword: '135790',
} as const;
