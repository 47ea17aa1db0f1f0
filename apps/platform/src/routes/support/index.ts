/**
 * The seed merchant's customer-service page (its customerService path). An operator points this
 * entry at its real chat provider; the reference platform serves a plain page so the button works.
 */
import type { CallRoute } from '@gaming/api/contract';
import { contractsOf } from '@gaming/api/contract';
import type { FastifyInstance } from 'fastify';
import { documentRoute } from '../../http/route';

const supportCalls = {
  supportPage: { url: '/wps/support', noMerchant: true },
} as const satisfies Record<string, CallRoute>;

const supportContracts = contractsOf('support', supportCalls, {
  supportPage: { summary: 'The customer-service page of the seed merchant', content: 'text/html' },
});

const PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>Customer service</title>
<style>body{margin:0;font:16px/1.5 system-ui,sans-serif;background:#0f1220;color:#f2f4f8;padding:24px}
h1{font-size:20px;color:#f5c542}p{color:#a3a9bf}</style></head><body>
<h1>Customer service</h1><p>Our agents answer Monday to Friday, 12:00-21:00.</p>
<p>Outside those hours, write to support@phdemo.invalid and we reply on the next working day.</p>
</body></html>`;

export function registerSupportRoutes(app: FastifyInstance): void {
  documentRoute(app, supportContracts.supportPage, (_request, reply) =>
    reply
      .type('text/html; charset=utf-8')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
      .send(PAGE),
  );
}
