import { ContractPage } from './contract-page';

/** menu.agentDailyWages2: the daily contract, its payouts and the direct downline agents' contracts (§4). */
export default function DailySalaryPage() {
  return <ContractPage kind="daily" scheduleKey="salary.schedule_daily" />;
}
