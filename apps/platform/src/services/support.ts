/**
 * Support rules: feedback with its pictures, live-chat rooms, their messages and the automatic
 * reply; the chat page itself.
 */
import { randomBytes } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { chatMessages, chatRooms, feedbackImages, feedbacks } from '../db/schema';
import type { imageOf } from './uploads';

/** A room stays open a day; launching the chat again opens a new one. */
const ROOM_TTL_MS = 24 * 60 * 60 * 1000;

export interface ChatLine {
  fromMember: boolean;
  text: string;
  createdAt: string;
}

const lineOf = (row: typeof chatMessages.$inferSelect): ChatLine => ({
  fromMember: row.fromMember,
  text: row.text,
  createdAt: row.createdAt.toISOString(),
});

const GREETING: Record<string, string> = {
  EN: 'Hello! How can we help you today?',
  TY: 'Kumusta! Paano ka namin matutulungan ngayon?',
};

/**
 * The automatic reply: a hint for the common questions, else a promise that an agent answers
 * (the support hours are the spec's: Monday to Friday 12:00-21:00).
 */
export function autoReplyOf(text: string, language: string): string {
  const ty = language === 'TY';
  const lower = text.toLowerCase();
  if (/deposit|cash ?in|magdeposito/.test(lower))
    return ty
      ? 'Para sa deposito: Member Centre → Deposit. Kapag hindi pa pumasok ang pera, ipadala ang resibo rito.'
      : 'For deposits: Member Centre → Deposit. If the money has not arrived, send us the receipt here.';
  if (/withdraw|cash ?out|mag-?withdraw/.test(lower))
    return ty
      ? 'Ang mga withdrawal ay karaniwang napoproseso sa loob ng ilang minuto. Tingnan ang Account Record para sa status.'
      : 'Withdrawals are usually processed within minutes. See Account Record for their status.';
  return ty
    ? 'Salamat sa iyong mensahe! Sasagutin ka ng aming agent sa lalong madaling panahon (Lunes hanggang Biyernes, 12:00-21:00).'
    : 'Thank you for your message! An agent will answer you shortly (Monday to Friday, 12:00-21:00).';
}

/** A new room for the member, greeted in their language; answers its key. */
export async function openChatRoom(
  db: Database,
  customerId: number,
  language: string,
  now: Date,
): Promise<string> {
  const key = randomBytes(24).toString('base64url');
  const lang = language.toUpperCase() === 'TY' ? 'TY' : 'EN';
  await db.transaction(async (tx) => {
    const [room] = await tx
      .insert(chatRooms)
      .values({
        key,
        customerId,
        language: lang,
        createdAt: now,
        expiresAt: new Date(now.getTime() + ROOM_TTL_MS),
      })
      .returning({ id: chatRooms.id });
    if (!room) throw new Error('chat room not stored');
    await tx
      .insert(chatMessages)
      .values({ roomId: room.id, fromMember: false, text: GREETING[lang] ?? '', createdAt: now });
  });
  return key;
}

/** The open room of a key, or null (unknown or expired). */
export async function chatRoomOf(db: Database, key: string, now: Date) {
  const [room] = await db.select().from(chatRooms).where(eq(chatRooms.key, key));
  return room && room.expiresAt > now ? room : null;
}

export async function chatLinesOf(db: Database, roomId: number): Promise<ChatLine[]> {
  const rows = await db
    .select()
    .from(chatMessages)
    .where(eq(chatMessages.roomId, roomId))
    .orderBy(asc(chatMessages.id));
  return rows.map(lineOf);
}

/** Stores the member's message and the automatic reply; answers both. */
export async function postChatMessage(
  db: Database,
  room: { id: number; language: string },
  text: string,
  now: Date,
): Promise<ChatLine[]> {
  const rows = await db
    .insert(chatMessages)
    .values([
      { roomId: room.id, fromMember: true, text, createdAt: now },
      {
        roomId: room.id,
        fromMember: false,
        text: autoReplyOf(text, room.language),
        createdAt: now,
      },
    ])
    .returning();
  return rows.sort((a, b) => a.id - b.id).map(lineOf);
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => `&#${String(char.charCodeAt(0))};`);

const PAGE_TEXT = {
  EN: {
    title: 'Live chat',
    label: 'Your message',
    send: 'Send',
    you: 'You',
    agent: 'Support',
    gone: 'This chat has ended. Open customer service again to start a new one.',
    failed: 'Not sent. Try again.',
  },
  TY: {
    title: 'Live chat',
    label: 'Iyong mensahe',
    send: 'Ipadala',
    you: 'Ikaw',
    agent: 'Support',
    gone: 'Tapos na ang chat na ito. Buksan muli ang customer service para magsimula ng bago.',
    failed: 'Hindi naipadala. Subukan muli.',
  },
} as const;

/**
 * The chat page: the room's messages and a form. A nonce'd script posts the form as JSON and
 * appends the answer; nothing else may run or load.
 */
export function chatPageHtml(options: {
  nonce: string;
  language: string;
  key: string | null;
  lines: readonly ChatLine[];
}): string {
  const text = options.language === 'TY' ? PAGE_TEXT.TY : PAGE_TEXT.EN;
  const lang = options.language === 'TY' ? 'fil' : 'en';
  const line = (l: ChatLine) =>
    `<li class="${l.fromMember ? 'me' : 'agent'}"><b>${l.fromMember ? text.you : text.agent}</b> ${escapeHtml(l.text)}</li>`;
  const body = options.key
    ? `<ol id="log" aria-live="polite">${options.lines.map(line).join('')}</ol>
<form id="form" method="post"><label for="text">${text.label}</label>
<div class="row"><input id="text" name="text" maxlength="500" required autocomplete="off"><button type="submit">${text.send}</button></div>
<p id="error" role="alert"></p></form>
<script nonce="${options.nonce}">
(function(){var f=document.getElementById('form'),i=document.getElementById('text'),log=document.getElementById('log'),err=document.getElementById('error');
var who={me:${JSON.stringify(text.you)},agent:${JSON.stringify(text.agent)}};
function add(m){var li=document.createElement('li');li.className=m.fromMember?'me':'agent';var b=document.createElement('b');b.textContent=m.fromMember?who.me:who.agent;li.appendChild(b);li.appendChild(document.createTextNode(' '+m.text));log.appendChild(li);li.scrollIntoView({block:'end'});}
f.addEventListener('submit',function(e){e.preventDefault();var t=i.value.trim();if(!t)return;err.textContent='';
fetch(location.pathname+'/messages',{method:'POST',headers:{'Content-Type':'application/json'},body:JSON.stringify({text:t})})
.then(function(r){return r.json();}).then(function(r){if(!r.success)throw 0;r.value.messages.forEach(add);i.value='';i.focus();})
.catch(function(){err.textContent=${JSON.stringify(text.failed)};});});})();
</script>`
    : `<p>${text.gone}</p>`;
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>${text.title}</title>
<style nonce="${options.nonce}">body{margin:0;font:16px/1.5 system-ui,sans-serif;background:#0f1220;color:#f2f4f8;padding:16px;display:flex;flex-direction:column;min-height:100vh;box-sizing:border-box}
h1{font-size:20px;color:#f5c542;margin:0 0 12px}ol{list-style:none;padding:0;margin:0 0 12px;flex:1;overflow:auto}
li{background:#181c2e;border-radius:12px;padding:8px 12px;margin:0 0 8px;max-width:85%;overflow-wrap:anywhere}li.me{background:#222741;margin-left:auto}
b{display:block;font-size:12px;color:#a3a9bf}label{display:block;font-size:14px;color:#a3a9bf;margin-bottom:4px}
.row{display:flex;gap:8px}input{flex:1;min-width:0;font:inherit;padding:8px;border-radius:8px;border:1px solid #2e3452;background:#181c2e;color:#f2f4f8}
button{font:inherit;padding:8px 16px;border-radius:8px;border:0;background:#f5c542;color:#1a1400;cursor:pointer}#error{color:#ef4444;min-height:1.5em}</style>
</head><body><h1>${text.title}</h1>${body}</body></html>`;
}

/** Stores a member's feedback and its checked pictures in one transaction; answers its id. */
export async function storeFeedback(
  db: Database,
  feedback: {
    customerId: number;
    type: number;
    content: string;
    images: readonly Awaited<ReturnType<typeof imageOf>>[];
    now: Date;
  },
): Promise<{ id: number }> {
  const { images } = feedback;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(feedbacks)
      .values({
        customerId: feedback.customerId,
        type: feedback.type,
        content: feedback.content,
        createdAt: feedback.now,
      })
      .returning({ id: feedbacks.id });
    if (!row) throw new Error('feedback not stored');
    if (images.length > 0)
      await tx
        .insert(feedbackImages)
        .values(images.map((image) => ({ feedbackId: row.id, ...image })));
    return { id: row.id };
  });
}
