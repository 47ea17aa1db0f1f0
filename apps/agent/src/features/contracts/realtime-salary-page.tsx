import { ContractPage } from './contract-page';

/** menu.agentRealtimeSalary: the realtime contract, its payouts and the direct downline agents' contracts (§4). */
export default function RealtimeSalaryPage() {
  return <ContractPage kind="realtime" scheduleKey="salary.realtime_note" />;
}
