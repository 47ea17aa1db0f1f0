/**
 * The member's platform messages (original messageV2): inbox, opening (marks read), delete, outbox,
 * send and reply. Real accounts only (§6: trial accounts get no messages).
 */
import type { CallRoute } from './call';

const member = { auth: true, realAccount: true } as const;

export const messagesCalls = {
  inbox: { url: '/wps/member/messages/inbox', ...member },
  open: { method: 'POST', url: '/wps/member/messages/read', ...member },
  remove: { method: 'POST', url: '/wps/member/messages/delete', ...member },
  outbox: { url: '/wps/member/messages/outbox', ...member },
  recipients: { url: '/wps/member/messages/recipients', ...member },
  send: { method: 'POST', url: '/wps/member/messages/send', ...member },
  reply: { method: 'POST', url: '/wps/member/messages/reply', ...member },
} as const satisfies Record<string, CallRoute>;
