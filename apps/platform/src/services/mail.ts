/**
 * Outgoing mail. The reference platform sends nothing over the network: every mail is written to
 * the `mail_outbox` table, which development mode shows at `GET /__dev/mail?to=`.
 */
import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { mailOutbox } from '../db/schema';

export interface Mail {
  merchantCode: string;
  to: string;
  subject: string;
  body: string;
}

export async function sendMail(db: Database, mail: Mail, now: Date): Promise<void> {
  await db.insert(mailOutbox).values({ ...mail, to: mail.to.toLowerCase(), createdAt: now });
}

/** The newest mails to an address, newest first (the development outbox). */
export async function mailsTo(db: Database, merchantCode: string, to: string, limit = 10) {
  return db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.merchantCode, merchantCode), eq(mailOutbox.to, to.toLowerCase())))
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
    .limit(limit);
}
