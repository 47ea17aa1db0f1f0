/**
 * The seed's messages beyond the two unread ones of `accounts.ts`: a read reply from customer
 * service, a read message from the upline agent and what demo sent (the outbox).
 */
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { customers, messages, sentMessages } from '../db/schema';
import { SEED_ACCOUNTS } from './accounts';

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
  await db.insert(messages).values([
    {
      customerId: member.id,
      senderName: 'Customer Service',
      subject: 'Re: How long does a withdrawal take?',
      content:
        '<p>Bank withdrawals usually arrive within <strong>30 minutes</strong>. Contact us if it takes longer.</p>',
      createdAt: new Date('2026-11-19T07:15:00Z'),
      readAt: new Date('2026-11-19T08:00:00Z'),
    },
    {
      customerId: member.id,
      senderName: agent.nickname,
      senderId: agent.id,
      subject: 'Red envelopes for you',
      content: 'I sent you two red envelopes. Good luck this week!',
      createdAt: new Date('2026-11-18T08:05:00Z'),
      readAt: new Date('2026-11-18T12:00:00Z'),
    },
    // demo's thank-you, read by the agent.
    {
      customerId: agent.id,
      senderName: member.nickname,
      senderId: member.id,
      sentMessageId: toAgent.id,
      subject: toAgent.subject,
      content: toAgent.content,
      createdAt: toAgent.createdAt,
      readAt: new Date('2026-11-21T10:00:00Z'),
    },
  ]);
}
