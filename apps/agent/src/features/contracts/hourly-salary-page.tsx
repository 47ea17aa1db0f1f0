import { ContractPage } from './contract-page';

/** menu.agentHourSalary: the hourly contract, its payouts and the direct downline agents' contracts (§4). */
export default function HourlySalaryPage() {
  return <ContractPage kind="hourly" scheduleKey="salary.schedule_hourly" />;
}
