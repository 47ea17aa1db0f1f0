import { ContractPage } from './contract-page';

/** menu.agentDividendRecordCopy2: the dividend contract, its payouts and the direct downline agents' contracts (§4). */
export default function DividendRecordsPage() {
  return <ContractPage kind="dividend" scheduleKey="dividends.schedule" />;
}
