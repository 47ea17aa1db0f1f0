/** Development-only calls (DESIGN.md): never in production, never through the apps' servers. */
import type { CallRoute } from '@gaming/api/contract';
import { IsoTime, Notice, Text, contractsOf } from '@gaming/api/contract';
import Type from 'typebox';

const devCalls = {
  smsOutbox: { url: '/__dev/sms', noMerchant: true },
  mailOutbox: { url: '/__dev/mail', noMerchant: true },
  settings: { method: 'POST', url: '/__dev/settings', noMerchant: true },
  reset: { method: 'POST', url: '/__dev/reset', noMerchant: true },
  decidePayment: { method: 'POST', url: '/__dev/payments/decide', noMerchant: true },
  notice: { method: 'POST', url: '/__dev/notice', noMerchant: true },
  decidePromotion: { method: 'POST', url: '/__dev/promotions/decide', noMerchant: true },
  message: { method: 'POST', url: '/__dev/message', noMerchant: true },
  captchaAnswer: { url: '/__dev/captcha', noMerchant: true },
  decideRedemption: { method: 'POST', url: '/__dev/points/decide', noMerchant: true },
} as const satisfies Record<string, CallRoute>;

const MerchantCode = Text({ maxLength: 32, pattern: '^[A-Za-z0-9_]{1,32}$' });

export const SettingsPatch = Type.Object({
  /** Default: the seed merchant. */
  merchant: Type.Optional(MerchantCode),
  status: Type.Optional(Type.Union([Type.Literal(0), Type.Literal(1), Type.Literal(2)])),
  whitelabel: Type.Optional(Type.Record(Type.String(), Type.Boolean())),
  settings: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
  /** The mirror sites (speed check), e.g. the address an e2e stack listens on. */
  domainRoute: Type.Optional(
    Type.Array(Text({ maxLength: 200, pattern: '^https?://[^\\s]+$' }), { maxItems: 10 }),
  ),
});

export const devContracts = contractsOf('development', devCalls, {
  smsOutbox: {
    summary: 'The last SMS code sent to a number',
    query: Type.Object({
      mobile: Text({ maxLength: 15, pattern: '^[0-9]{7,15}$' }),
      merchant: Type.Optional(MerchantCode),
    }),
    value: Type.Object({
      mobileNum: Type.String(),
      code: Type.String(),
      purpose: Type.String(),
      expiresAt: IsoTime,
    }),
  },
  mailOutbox: {
    summary: 'The newest mails sent to an address',
    query: Type.Object({
      to: Text({ maxLength: 254, minLength: 3 }),
      merchant: Type.Optional(MerchantCode),
    }),
    value: Type.Array(
      Type.Object({
        to: Type.String(),
        subject: Type.String(),
        body: Type.String(),
        sentAt: IsoTime,
      }),
    ),
  },
  settings: {
    summary: 'Switch the site status, whitelabel flags and settings',
    body: SettingsPatch,
    value: Type.Object({
      status: Type.Integer(),
      whitelabel: Type.Record(Type.String(), Type.Boolean()),
      settings: Type.Record(Type.String(), Type.Unknown()),
    }),
  },
  reset: { summary: 'The database back to its seed', value: Type.Null() },
  decidePayment: {
    summary: 'The simulated payment operator decides one order at once',
    body: Type.Object({
      orderNo: Text({ maxLength: 24, pattern: '^[DW][0-9]{6,22}$' }),
      decision: Type.Union([Type.Literal('approve'), Type.Literal('reject')]),
      remark: Type.Optional(Text({ maxLength: 200 })),
    }),
    value: Type.Object({ orderNo: Type.String(), status: Type.String() }),
  },
  notice: {
    summary: "Publish a live notice to a member's open notices sockets",
    body: Type.Object({
      username: Text({ maxLength: 64, minLength: 1 }),
      /** Default: the seed merchant. */
      merchant: Type.Optional(MerchantCode),
      notice: Notice,
    }),
    value: Type.Object({ customerId: Type.Integer() }),
  },
  decidePromotion: {
    summary: "The operator decides a member's application to a manual promotion (issue or reject)",
    body: Type.Object({
      username: Text({ maxLength: 64, minLength: 1 }),
      /** Default: the seed merchant. */
      merchant: Type.Optional(MerchantCode),
      promotionId: Type.Integer({ minimum: 1 }),
      decision: Type.Union([Type.Literal('issue'), Type.Literal('reject')]),
    }),
    value: Type.Object({ promotionId: Type.Integer(), status: Type.String() }),
  },
  message: {
    summary: "Delivers a message from customer service to a member's inbox (with its INBOX notice)",
    body: Type.Object({
      username: Text({ maxLength: 64, minLength: 1 }),
      /** Default: the seed merchant. */
      merchant: Type.Optional(MerchantCode),
      senderName: Type.Optional(Text({ maxLength: 64, minLength: 1 })),
      subject: Text({ maxLength: 100, minLength: 1 }),
      content: Text({ maxLength: 4000, minLength: 1 }),
    }),
    value: Type.Object({ id: Type.Integer(), customerId: Type.Integer() }),
  },
  captchaAnswer: {
    summary:
      'The answer of the captcha last issued for a key (e2e tests type it as a person reads it)',
    query: Type.Object({ key: Text({ maxLength: 64, pattern: '^[A-Za-z0-9_-]{8,64}$' }) }),
    value: Type.Object({ answer: Type.String() }),
  },
  decideRedemption: {
    summary: 'The operator approves or rejects a points-mall redemption in process',
    body: Type.Object({
      redemptionId: Type.Integer({ minimum: 1 }),
      decision: Type.Union([Type.Literal('approve'), Type.Literal('reject')]),
    }),
    value: Type.Object({ redemptionId: Type.Integer(), status: Type.String() }),
  },
});
