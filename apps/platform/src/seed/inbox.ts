/**
 * The seed's messages beyond the two unread ones of `accounts.ts`: a read reply from customer
 * service, a read message from the upline agent and what demo sent (the outbox). And demo's
 * referred friends, one or more of each status.
 */
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { customers, knownAddresses, messages, referrals, sentMessages } from '../db/schema';
import { inEveryLanguage } from '../services/local-text';
import { SITE_SENDER } from '../services/member-texts';
import { hashPassword } from '../services/password';
import { SEED_ACCOUNTS, SEED_KNOWN_ADDRESSES } from './accounts';
import { SEED_MERCHANT } from './site';

export async function seedInbox(db: Database, merchantCode: string): Promise<void> {
  const byName = async (username: string) => {
    const [row] = await db
      .select()
      .from(customers)
      .where(and(eq(customers.merchantCode, merchantCode), eq(customers.username, username)));
    if (!row) throw new Error(`seed: no ${username}`);
    return row;
  };
  const member = await byName(SEED_ACCOUNTS.member.username);
  const agent = await byName(SEED_ACCOUNTS.agent.username);

  const [question] = await db
    .insert(sentMessages)
    .values({
      customerId: member.id,
      sendType: 'service',
      subject: 'How long does a withdrawal take?',
      content: 'Hi, how long does a bank withdrawal usually take?',
      recipientCount: 1,
      createdAt: new Date('2026-11-19T06:00:00Z'),
    })
    .returning();
  if (!question) throw new Error('seed: outbox');
  const [toAgent] = await db
    .insert(sentMessages)
    .values({
      customerId: member.id,
      sendType: 'upline',
      subject: 'Thank you',
      content: 'Thanks for the red envelopes!',
      recipientCount: 1,
      createdAt: new Date('2026-11-21T09:30:00Z'),
    })
    .returning();
  if (!toAgent) throw new Error('seed: outbox');
  // Customer service answers in each language; a member's message is in the one they wrote it in.
  const everyLanguage = (text: string) => inEveryLanguage(text, SEED_MERCHANT.langList);
  await db.insert(messages).values([
    {
      customerId: member.id,
      senderName: SITE_SENDER,
      subject: {
        EN: 'Re: How long does a withdrawal take?',
        TY: 'Re: Gaano katagal bago dumating ang withdrawal?',
      },
      content: {
        EN: '<p>Bank withdrawals usually arrive within <strong>30 minutes</strong>. Contact us if it takes longer.</p>',
        TY: '<p>Kadalasang dumarating ang withdrawal sa bangko sa loob ng <strong>30 minuto</strong>. Makipag-ugnayan sa amin kung mas matagal pa rito.</p>',
      },
      createdAt: new Date('2026-11-19T07:15:00Z'),
      readAt: new Date('2026-11-19T08:00:00Z'),
    },
    {
      customerId: member.id,
      senderName: everyLanguage(agent.nickname),
      senderId: agent.id,
      subject: { EN: 'Red envelopes for you' },
      content: { EN: 'I sent you two red envelopes. Good luck this week!' },
      createdAt: new Date('2026-11-18T08:05:00Z'),
      readAt: new Date('2026-11-18T12:00:00Z'),
    },
    // demo's thank-you, read by the agent.
    {
      customerId: agent.id,
      senderName: everyLanguage(member.nickname),
      senderId: member.id,
      sentMessageId: toAgent.id,
      subject: { EN: toAgent.subject },
      content: { EN: toAgent.content },
      createdAt: toAgent.createdAt,
      readAt: new Date('2026-11-21T10:00:00Z'),
    },
  ]);

  await seedReferrals(db, merchantCode, member.id);
}

const day = (date: string) => new Date(`${date}T04:00:00Z`);

/** demo's friends (not in any agent's downline, so agent views stay as they were). */
async function seedReferrals(db: Database, merchantCode: string, referrerId: number) {
  const friends = [
    { username: 'friend01', at: '2026-11-03', deposit: ['2026-11-04', 500], ip: '203.0.113.21' },
    { username: 'friend02', at: '2026-11-10', deposit: ['2026-11-12', 200], ip: '203.0.113.22' },
    { username: 'friend03', at: '2026-11-05', deposit: null, ip: '203.0.113.23' },
    {
      username: 'friend04',
      at: '2026-11-06',
      deposit: null,
      ip: '203.0.113.21',
      flag: 'duplicate',
    },
    { username: 'friend05', at: '2026-11-08', deposit: ['2026-11-09', 50], ip: '203.0.113.25' },
    { username: 'friend06', at: '2026-11-22', deposit: null, ip: '203.0.113.26' },
  ] as const;
  const passwordHash = await hashPassword('Friend1234');
  const rows = await db
    .insert(customers)
    .values(
      friends.map((friend) => ({
        merchantCode,
        username: friend.username,
        passwordHash,
        nickname: friend.username,
        isAgent: 0,
        createdAt: day(friend.at),
        passwordChangedAt: day(friend.at),
      })),
    )
    .returning({ id: customers.id, username: customers.username });
  // Like the other seed accounts, the friends have logged in from this machine before.
  await db.insert(knownAddresses).values(
    rows.flatMap((row) =>
      SEED_KNOWN_ADDRESSES.map((ip) => ({
        customerId: row.id,
        ip,
        firstSeenAt: day('2026-11-03'),
        lastSeenAt: day('2026-11-22'),
      })),
    ),
  );
  await db.insert(referrals).values(
    friends.map((friend) => {
      const invitee = rows.find((row) => row.username === friend.username);
      if (!invitee) throw new Error('seed: friend');
      return {
        referrerId,
        inviteeId: invitee.id,
        registerIp: friend.ip,
        flag: 'flag' in friend ? friend.flag : null,
        firstDepositAt: friend.deposit ? day(friend.deposit[0]) : null,
        firstDepositAmount: friend.deposit ? friend.deposit[1] : null,
        createdAt: day(friend.at),
      };
    }),
  );
}
