/** Development-only calls: never in production, never through the apps' servers. */
import type { CallRoute } from '@gaming/api/contract';
import {
  ANNOUNCEMENT_EXECUTIONS,
  ANNOUNCEMENT_TYPES,
  IsoTime,
  Notice,
  OneOf,
  Text,
  contractsOf,
} from '@gaming/api/contract';
import {
  NEWBIE_REQUIREMENTS,
  PROMOTION_CATEGORIES,
  REWARD_KINDS,
  TICKET_TYPES,
} from '@gaming/domain/promotions';
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
  content: { method: 'POST', url: '/__dev/content', noMerchant: true },
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

/** A line an operator or a member could write (no control characters, as every text field). */
const Line = Text({ maxLength: 2000, minLength: 1 });
/** Server HTML as an operator writes it: any characters but NUL, which PostgreSQL text cannot hold. */
const Html = Type.String({ maxLength: 20_000, minLength: 1, pattern: '^[^\\u0000]*$' });
const Username = Text({ maxLength: 64, minLength: 1 });
/** Whole pesos. */
const Pesos = Type.Integer({ minimum: 1, maximum: 1_000_000 });
const Many = 1000;

/**
 * Content a hostile operator or member could write, placed at once (the hostile-content e2e suite).
 * Every part is optional; `POST /__dev/reset` removes all of it again.
 */
export const DevContentBody = Type.Object({
  /** Default: the seed merchant. */
  merchant: Type.Optional(MerchantCode),
  /**
   * New accounts as the operator or a legacy import made them: the username skips the registration
   * rule (lower-cased, as every username is), the password is one nobody knows. An account may
   * join an upline's downline, be a member's referred friend, and have one settled bet on the
   * vendor's first game (the first RNG vendor unless told), paid through the ledger from an opening
   * deposit of the bet; a win of 10 times the bet or more is on the winner board, as the demo
   * game's are.
   */
  accounts: Type.Optional(
    Type.Array(
      Type.Object({
        username: Username,
        upline: Type.Optional(Username),
        referrer: Type.Optional(Username),
        bet: Type.Optional(
          Type.Object({
            vassalage: Type.Optional(Text({ maxLength: 40, pattern: '^[A-Za-z0-9_]{1,40}$' })),
            amount: Pesos,
            win: Type.Optional(Type.Integer({ minimum: 0, maximum: 100_000_000 })),
          }),
        ),
      }),
      { maxItems: Many },
    ),
  ),
  /**
   * New announcements, ahead of the seed's (popups: `execution` A members, B visitors, F first
   * login); `trailing` ones after every announcement already there, so a list's last page has them.
   */
  announcements: Type.Optional(
    Type.Array(
      Type.Object({
        type: OneOf(ANNOUNCEMENT_TYPES),
        execution: Type.Optional(OneOf(ANNOUNCEMENT_EXECUTIONS)),
        title: Line,
        content: Html,
        imageUrl: Type.Optional(Line),
        trailing: Type.Optional(Type.Boolean()),
      }),
      { maxItems: Many },
    ),
  ),
  /** New banners ahead of the seed's (group `w_home` unless told). */
  banners: Type.Optional(
    Type.Array(
      Type.Object({
        groupName: Type.Optional(Text({ maxLength: 64, minLength: 1 })),
        url: Line,
        /** The headline: the banner's accessible name. */
        title: Type.Optional(Line),
        linkageType: Text({ maxLength: 32, minLength: 1 }),
        linkageTarget: Type.Optional(Line),
      }),
      { maxItems: 100 },
    ),
  ),
  /** New games at the head of a vendor's list (the first RNG vendor unless told), hot if asked. */
  games: Type.Optional(
    Type.Array(
      Type.Object({
        name: Line,
        vassalage: Type.Optional(Text({ maxLength: 40, pattern: '^[A-Za-z0-9_]{1,40}$' })),
        hot: Type.Optional(Type.Boolean()),
      }),
      { maxItems: Many },
    ),
  ),
  /** New display names of existing vendors. */
  vendors: Type.Optional(
    Type.Array(
      Type.Object({
        vassalage: Text({ maxLength: 40, pattern: '^[A-Za-z0-9_]{1,40}$' }),
        name: Line,
      }),
      { maxItems: 100 },
    ),
  ),
  /** New help articles, in a category of that title (made when the language has none). */
  help: Type.Optional(
    Type.Array(
      Type.Object({
        language: Type.Optional(Text({ maxLength: 8, pattern: '^[A-Z]{2,8}$' })),
        category: Line,
        title: Line,
        content: Html,
      }),
      { maxItems: Many },
    ),
  ),
  /** Customer-service entries added after the site's own. */
  customerService: Type.Optional(
    Type.Array(
      Type.Object({
        csType: Text({ maxLength: 32, minLength: 1 }),
        title: Line,
        path: Line,
      }),
      { maxItems: 100 },
    ),
  ),
  /**
   * Messages from customer service in members' inboxes, sent now; `trailing` ones (unread, so the
   * inbox keeps them) sent before every message the member has, so the inbox's last page has them.
   */
  messages: Type.Optional(
    Type.Array(
      Type.Object({
        username: Username,
        senderName: Type.Optional(Text({ maxLength: 64, minLength: 1 })),
        subject: Text({ maxLength: 100, minLength: 1 }),
        content: Html,
        trailing: Type.Optional(Type.Boolean()),
      }),
      { maxItems: Many },
    ),
  ),
  /** A member's nickname and the remark their upline keeps about them (new accounts' too). */
  members: Type.Optional(
    Type.Array(
      Type.Object({
        username: Username,
        nickname: Type.Optional(Line),
        remark: Type.Optional(Line),
      }),
      { maxItems: Many },
    ),
  ),
  /** New promotions, ahead of the seed's, running from yesterday for 30 days. */
  promotions: Type.Optional(
    Type.Array(
      Type.Object({
        category: Type.Optional(OneOf(PROMOTION_CATEGORIES)),
        title: Line,
        content: Html,
        imageUrl: Type.Optional(Line),
      }),
      { maxItems: Many },
    ),
  ),
  /**
   * The reward centre's newbie rewards, after the seed's, each asking for the profile fields in
   * `requires` (none: claimable at once); 1 peso unless told.
   */
  newbieRewards: Type.Optional(
    Type.Array(
      Type.Object({
        name: Line,
        amount: Type.Optional(Pesos),
        requires: Type.Optional(Type.Array(OneOf(NEWBIE_REQUIREMENTS), { maxItems: 3 })),
      }),
      { maxItems: Many },
    ),
  ),
  /** Unopened tickets in members' reward centres, valid for 30 days. */
  rewardTickets: Type.Optional(
    Type.Array(Type.Object({ username: Username, ticketType: OneOf(TICKET_TYPES), name: Line }), {
      maxItems: Many,
    }),
  ),
  /**
   * Rewards members claimed now (the reward centre's history), paid as every claim is (a ledger
   * row when the amount is above 0, none unless told).
   */
  rewardClaims: Type.Optional(
    Type.Array(
      Type.Object({
        username: Username,
        kind: OneOf(REWARD_KINDS),
        name: Line,
        amount: Type.Optional(Pesos),
      }),
      { maxItems: Many },
    ),
  ),
});

const Ids = Type.Array(Type.Integer());

export const devContracts = contractsOf('development', devCalls, {
  smsOutbox: {
    summary: 'The last SMS code sent to a number, and the text it was sent in',
    query: Type.Object({
      mobile: Text({ maxLength: 15, pattern: '^[0-9]{7,15}$' }),
      merchant: Type.Optional(MerchantCode),
    }),
    value: Type.Object({
      mobileNum: Type.String(),
      code: Type.String(),
      /** The message the code went out in (the language it was asked in). */
      text: Type.String(),
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
  content: {
    summary:
      'Places content a hostile operator or member could write (accounts, announcements, games, rewards…)',
    body: DevContentBody,
    value: Type.Object({
      /** The new accounts' customer ids. */
      accounts: Ids,
      announcements: Ids,
      banners: Ids,
      /** The new games' nodeIds. */
      games: Ids,
      vendors: Type.Array(Type.String()),
      help: Ids,
      /** How many entries the site lists now. */
      customerService: Type.Integer(),
      messages: Ids,
      /** The changed members' customer ids. */
      members: Ids,
      promotions: Ids,
      newbieRewards: Ids,
      rewardTickets: Ids,
      rewardClaims: Ids,
    }),
  },
});
