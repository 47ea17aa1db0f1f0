/**
 * Wallet calls (original site transferFund, transferUpline, red envelopes): the merchant's wallet
 * mode, transfers between the main wallet and vendor wallets, recall all, transfer to the upline
 * agent, and the member's red envelopes. Money calls honour an `Idempotency-Key` header.
 */
import type { CallRoute } from './call';

const member = { auth: true, realAccount: true } as const;

export const walletCalls = {
  /** Original `GCS_merchantWallet`: single or multi-wallet mode, and whether toUpline is on. */
  merchantWallet: { url: '/wps/relay/GCS_merchantWallet', auth: true },
  /** Original `GCS_walletTransfer{fromAccountTypeId, toAccountTypeId, amount}`. */
  walletTransfer: { method: 'POST', url: '/wps/relay/GCS_walletTransfer', ...member },
  /** Original `GCS_walletReturn`: every vendor wallet back into the main wallet. */
  walletReturn: { method: 'POST', url: '/wps/relay/GCS_walletReturn', ...member },
  /** Original `ODSFE2_MemTransDet{txTypeIds 8102,8202}`: transfers of the last 2 days. */
  transferLog: { url: '/wps/relay/ODSFE2_MemTransDet', ...member },
  /** Original `agentDownlineTransfer{transferAmount, password, remark}`. */
  transferUpline: { method: 'POST', url: '/wps/member/transfer/upline', ...member, sealed: true },
  /** Which password the upline transfer asks, the upline's name, and the member's transfers to it. */
  uplineTransfers: { url: '/wps/member/transfer/upline', ...member },
  redEnvelopes: { url: '/wps/member/red-envelopes', ...member },
  claimRedEnvelope: { method: 'POST', url: '/wps/member/red-envelopes/claim', ...member },
} as const satisfies Record<string, CallRoute>;
