/**
 * The demo payment gateway's page (a deposit's GATEWAY channel opens it in a popup): the order's
 * amount, Pay and Cancel. Self-contained under a CSP nonce like the demo game page; EN and TY.
 */
import { escapeXml as escapeHtml } from '../../services/asset-drawings';

const TEXTS = {
  EN: {
    lang: 'en',
    title: 'Demo payment',
    intro: 'This is the platform’s demo payment gateway. No real money moves.',
    merchant: 'Pay to',
    order: 'Order',
    amount: 'Amount',
    pay: 'Pay now',
    cancel: 'Cancel payment',
    paid: 'Payment sent. You can close this window; your deposit is credited once it is approved.',
    cancelled: 'Payment cancelled. You can close this window.',
    failed: 'This payment can no longer be made.',
    close: 'Close window',
  },
  TY: {
    lang: 'fil',
    title: 'Demo na bayad',
    intro: 'Ito ang demo na payment gateway ng platform. Walang totoong perang gumagalaw.',
    merchant: 'Babayaran',
    order: 'Order',
    amount: 'Halaga',
    pay: 'Magbayad ngayon',
    cancel: 'Kanselahin ang bayad',
    paid: 'Naipadala ang bayad. Puwede mo nang isara ang window; papasok ang deposit kapag naaprubahan.',
    cancelled: 'Kinansela ang bayad. Puwede mo nang isara ang window.',
    failed: 'Hindi na puwedeng bayaran ito.',
    close: 'Isara ang window',
  },
} as const;

export function gatewayPageHtml(options: {
  nonce: string;
  language: string;
  orderNo: string;
  ticket: string;
  amountText: string;
  merchantName: string;
  open: boolean;
}): string {
  const t = options.language.toUpperCase() === 'TY' ? TEXTS.TY : TEXTS.EN;
  const e = escapeHtml;
  const data = JSON.stringify({
    order: options.orderNo,
    ticket: options.ticket,
    texts: t,
  }).replaceAll('<', '\\u003c');
  return `<!doctype html>
<html lang="${t.lang}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${e(t.title)}</title>
<style nonce="${options.nonce}">
body{margin:0;font:16px/1.5 system-ui,sans-serif;background:#0f1220;color:#f2f4f8;display:grid;place-items:center;min-height:100vh}
main{background:#181c2e;border:1px solid #2e3452;border-radius:12px;padding:24px;max-width:360px;width:calc(100% - 32px)}
h1{font-size:20px;margin:0 0 8px}p{color:#a3a9bf;margin:0 0 16px}
dl{display:grid;grid-template-columns:auto 1fr;gap:4px 12px;margin:0 0 20px}dt{color:#a3a9bf}dd{margin:0;font-variant-numeric:tabular-nums}
button{font:inherit;border-radius:8px;padding:10px 16px;border:0;cursor:pointer;width:100%;margin-top:8px;min-height:44px}
.pay{background:#f5c542;color:#1a1400;font-weight:600}.cancel{background:#222741;color:#f2f4f8;border:1px solid #2e3452}
button:focus-visible{outline:3px solid #8b5cf6;outline-offset:2px}[role=status]{color:#f2f4f8;margin-top:16px}
</style></head><body><main>
<h1>${e(t.title)}</h1><p>${e(t.intro)}</p>
<dl><dt>${e(t.merchant)}</dt><dd>${e(options.merchantName)}</dd>
<dt>${e(t.order)}</dt><dd>${e(options.orderNo)}</dd>
<dt>${e(t.amount)}</dt><dd>${e(options.amountText)}</dd></dl>
<div id="actions"${options.open ? '' : ' hidden'}>
<button class="pay" type="button" data-action="pay">${e(t.pay)}</button>
<button class="cancel" type="button" data-action="cancel">${e(t.cancel)}</button></div>
<p role="status" id="status">${options.open ? '' : e(t.failed)}</p>
<button class="cancel" type="button" id="close" hidden>${e(t.close)}</button>
</main>
<script nonce="${options.nonce}">
const data = ${data};
const status = document.getElementById('status');
const actions = document.getElementById('actions');
const close = document.getElementById('close');
close.addEventListener('click', () => window.close());
for (const button of document.querySelectorAll('[data-action]')) {
  button.addEventListener('click', async () => {
    const action = button.dataset.action;
    for (const b of document.querySelectorAll('[data-action]')) b.disabled = true;
    try {
      const response = await fetch('/wps/pay/demo', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ order: data.order, ticket: data.ticket, action }),
      });
      const body = await response.json();
      if (!body.success) throw new Error(body.message);
      actions.hidden = true;
      status.textContent = action === 'pay' ? data.texts.paid : data.texts.cancelled;
      close.hidden = false;
      if (window.opener) window.opener.postMessage({ source: 'gaming-demo-gateway', order: data.order, action }, '*');
    } catch {
      status.textContent = data.texts.failed;
      for (const b of document.querySelectorAll('[data-action]')) b.disabled = false;
    }
  });
}
</script></body></html>`;
}
