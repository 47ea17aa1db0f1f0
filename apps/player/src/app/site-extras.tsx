/**
 * What a signed-in member's site runs beside its pages: live notices and receipt confirmations.
 * Loaded as a chunk of its own once the landing page's content is up (router.tsx), so neither its
 * code nor its calls ever come before that content.
 */
import { LiveNoticesGate } from './live-notices-gate';
import { ReceiptConfirmationGate } from './receipt-confirmation-gate';

export default function SiteExtras() {
  return (
    <>
      <LiveNoticesGate />
      <ReceiptConfirmationGate />
    </>
  );
}
