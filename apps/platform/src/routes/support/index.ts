/**
 * Support: the seed merchant's customer-service page (its customerService path; an operator points
 * this entry at its real chat provider), feedback (§7 PUT /wps/feedback) and the live chat
 * (CBS_modelList, CBS_launchChat) with the chat page the platform serves itself.
 */
import { randomBytes } from 'node:crypto';
import type { CallRoute } from '@gaming/api/contract';
import { clientContracts, contractsOf } from '@gaming/api/contract';
import { ErrorCode } from '@gaming/api/wire';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../http/api-error';
import { documentRoute, route } from '../../http/route';
import { consumeCaptcha } from '../../services/captcha';
import { whitelabelOf } from '../../services/site';
import {
  chatLinesOf,
  chatPageHtml,
  chatRoomOf,
  openChatRoom,
  postChatMessage,
  storeFeedback,
} from '../../services/support';
import { imageOf } from '../../services/uploads';
import type { RouteDeps } from '../route-deps';

const supportCalls = {
  supportPage: { url: '/wps/support', noMerchant: true },
} as const satisfies Record<string, CallRoute>;

const supportContracts = contractsOf('support', supportCalls, {
  supportPage: { summary: 'The customer-service page of the seed merchant', content: 'text/html' },
});

const calls = clientContracts.support;

const PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>Customer service</title>
<style>body{margin:0;font:16px/1.5 system-ui,sans-serif;background:#0f1220;color:#f2f4f8;padding:24px}
h1{font-size:20px;color:#f5c542}p{color:#a3a9bf}</style></head><body>
<h1>Customer service</h1><p>Our agents answer Monday to Friday, 12:00-21:00.</p>
<p>Outside those hours, write to support@phdemo.invalid and we reply on the next working day.</p>
</body></html>`;

/** The chat groups of the reference platform (an operator lists its own). */
const CHAT_MODELS = [
  { modelId: 'GENERAL', title: 'Customer Service' },
  { modelId: 'PAYMENTS', title: 'Deposits and withdrawals' },
];

/** Three pictures of at most 5 MB as base64, with room for the rest of the body. */
const FEEDBACK_BODY_LIMIT = 21_000_000;

export function registerSupportRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const { db } = deps;

  documentRoute(app, supportContracts.supportPage, (_request, reply) =>
    reply
      .type('text/html; charset=utf-8')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
      .send(PAGE),
  );

  route(
    app,
    calls.feedback,
    async (request) => {
      if (!whitelabelOf(request.site).FEEDBACK3)
        throw new ApiError(403, ErrorCode.operationNotEnabled, 'Feedback is not enabled.');
      const { type, content, captcha, captchaKey, files } = request.body;
      const text = content.trim();
      if (text === '' || Array.from(text).length > 140)
        throw new ApiError(400, ErrorCode.fieldInvalid, 'Use 1 to 140 characters.', {
          field: 'content',
        });
      const now = deps.now();
      if (!(await consumeCaptcha(db, captchaKey, captcha, now)))
        throw new ApiError(400, ErrorCode.captchaInvalid, 'The captcha is not right.');
      // One after another: the first bad picture answers, and decoding runs one at a time anyway.
      const images: Awaited<ReturnType<typeof imageOf>>[] = [];
      for (const file of files) images.push(await imageOf(file));
      const { customerId } = request.session;
      return storeFeedback(db, { customerId, type, content: text, images, now });
    },
    { bodyLimit: FEEDBACK_BODY_LIMIT },
  );

  const requireChat = (request: { site: Parameters<typeof whitelabelOf>[0] }) => {
    if (!whitelabelOf(request.site).CBS3)
      throw new ApiError(403, ErrorCode.operationNotEnabled, 'Live chat is not enabled.');
  };

  route(app, calls.chatModels, (request) => {
    requireChat(request);
    return CHAT_MODELS;
  });

  route(app, calls.launchChat, async (request) => {
    requireChat(request);
    const language = request.query.language ?? request.headers.language?.toString() ?? 'EN';
    const key = await openChatRoom(db, request.session.customerId, language, deps.now());
    return { chatUrl: `/wps/chat/${key}` };
  });

  documentRoute(app, calls.chatPage, async (request, reply) => {
    const room = await chatRoomOf(db, request.params.key, deps.now());
    const nonce = randomBytes(16).toString('base64');
    return reply
      .status(room ? 200 : 404)
      .type('text/html; charset=utf-8')
      .header(
        'content-security-policy',
        [
          "default-src 'none'",
          `script-src 'nonce-${nonce}'`,
          `style-src 'nonce-${nonce}'`,
          "connect-src 'self'",
          "base-uri 'none'",
          "form-action 'self'",
          "frame-ancestors 'none'",
        ].join('; '),
      )
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer')
      .send(
        chatPageHtml({
          nonce,
          language: room?.language ?? 'EN',
          key: room ? room.key : null,
          lines: room ? await chatLinesOf(db, room.id) : [],
        }),
      );
  });

  route(app, calls.chatSend, async (request) => {
    const now = deps.now();
    const room = await chatRoomOf(db, request.params.key, now);
    if (!room) throw new ApiError(404, ErrorCode.notFound, 'This chat has ended.');
    const text = request.body.text.trim();
    if (text === '')
      throw new ApiError(400, ErrorCode.fieldInvalid, 'Write a message.', { field: 'text' });
    return { messages: await postChatMessage(db, room, text, now) };
  });
}
