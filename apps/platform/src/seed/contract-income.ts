/**
 * What the seeded contracts earned (§4 Contracts): every window of every contract in force that
 * ended by the seeded play's last day and earns something, from the team's seeded bets at the tier
 * reached, paid at the window's end, as the settlement would have paid it had it run all along.
 * Each payout is a contract_payouts row and its SALARY or DIVIDEND ledger row, written as the
 * settlement writes them (`payoutEntryOf`, `payoutRowOf`), so My income and the contract pages
 * read the same rows and the running settlement goes on from the last window paid here. Runs last,
 * once every bet is written. Each paid agent's ledger chains from 0 through its payouts to the
 * balance seed/accounts.ts gave it (a closing deposit or withdrawal), as the other seeded ledgers do.
 */
import { and, asc, count, eq, inArray, isNotNull } from 'drizzle-orm';
import { centsOfStored } from '@gaming/domain/money';
import { siteDayEnd } from '@gaming/domain/records';
import type { Database } from '../db/client';
import { agentContracts, contractPayouts, customers, walletTransactions } from '../db/schema';
import { IN_FORCE } from '../services/agent-contracts';
import type { ContractRow, WindowPayout } from '../services/contract-settlement';
import { payoutEntryOf, payoutRowOf, payoutsDueBy } from '../services/contract-settlement';
import { AGENT_REPORTS_LAST_DAY, Wallet } from './agent-reports';

/** Rows per insert. */
const CHUNK = 500;

export async function seedContractIncome(db: Database): Promise<void> {
  const until = siteDayEnd(AGENT_REPORTS_LAST_DAY);
  const contracts = await db
    .select()
    .from(agentContracts)
    .where(and(inArray(agentContracts.status, [...IN_FORCE]), isNotNull(agentContracts.acceptedAt)))
    .orderBy(asc(agentContracts.id));
  const byAgent = new Map<number, { contract: ContractRow; payout: WindowPayout }[]>();
  for (const contract of contracts) {
    for (const payout of await payoutsDueBy(db, contract, until)) {
      const paid = byAgent.get(contract.downlineId) ?? [];
      paid.push({ contract, payout });
      byAgent.set(contract.downlineId, paid);
    }
  }

  for (const [agentId, paid] of byAgent) {
    const [account] = await db
      .select({ balance: customers.balance })
      .from(customers)
      .where(eq(customers.id, agentId));
    const [rows] = await db
      .select({ count: count() })
      .from(walletTransactions)
      .where(eq(walletTransactions.customerId, agentId));
    if (!account) throw new Error('seed: a contract of no account');
    // The chain starts from 0 here: an earlier row would leave it broken.
    if ((rows?.count ?? 0) > 0) throw new Error('seed: contract income for an agent with a ledger');

    paid.sort(
      (a, b) =>
        a.payout.window.end.getTime() - b.payout.window.end.getTime() ||
        a.contract.id - b.contract.id,
    );
    const wallet = new Wallet(agentId);
    for (const { contract, payout } of paid) {
      const entry = payoutEntryOf(contract, payout);
      wallet.post(entry.type, entry.cents, payout.window.end, entry.reference, entry.remark);
    }
    wallet.closeOn(centsOfStored(account.balance), until);

    const ledgerIds = new Map<string, number>();
    for (let i = 0; i < wallet.rows.length; i += CHUNK) {
      const written = await db
        .insert(walletTransactions)
        .values(wallet.rows.slice(i, i + CHUNK))
        .returning({ id: walletTransactions.id, reference: walletTransactions.reference });
      for (const row of written) if (row.reference) ledgerIds.set(row.reference, row.id);
    }
    const payouts = paid.map(({ contract, payout }) =>
      payoutRowOf(
        contract,
        payout,
        payout.window.end,
        ledgerIds.get(payoutEntryOf(contract, payout).reference) ?? null,
      ),
    );
    for (let i = 0; i < payouts.length; i += CHUNK)
      await db.insert(contractPayouts).values(payouts.slice(i, i + CHUNK));
  }
}
