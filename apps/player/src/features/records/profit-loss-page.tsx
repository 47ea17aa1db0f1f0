/**
 * Profit and loss (§2 personalProfit): per day of a range of up to 30 days,
 * deposits, withdrawals, bets, wins, rebates, promotions and invitation bonuses, the day's profit
 * or loss, and a totals row. The platform sums the ledger; nothing is added up here.
 */
import { useProfitLossQuery } from '@gaming/api/records';
import type { ProfitLossDay } from '@gaming/api/wire';
import { RECORD_RANGE_DAYS } from '@gaming/domain/records';
import { useTranslation } from '@gaming/i18n';
import type { TableColumn } from '@gaming/ui/table';
import { DateRangeFields } from './date-range-fields';
import { RecordsTable, Signed } from './records-view';
import { useRecordFormats } from './use-money';
import { useRange } from './use-range';
import './records.css';

const FIGURES = [
  'deposit',
  'withdraw',
  'betAmount',
  'winAmount',
  'rebate',
  'promotion',
  'totalInvitationAmount',
] as const;

export default function ProfitLossPage() {
  const { t } = useTranslation('member');
  const formats = useRecordFormats();
  const range = useRange(RECORD_RANGE_DAYS);
  const query = useProfitLossQuery(
    { startDate: range.startDate, endDate: range.endDate },
    { skip: range.problem !== null },
  );
  const totals = query.currentData?.totals;
  const columns: TableColumn<ProfitLossDay>[] = [
    {
      key: 'balanceDate',
      header: t('profit_loss.columns.balanceDate'),
      cell: (row) => formats.day(row.balanceDate),
      rowHeader: true,
    },
    ...FIGURES.map((key) => ({
      key,
      header: t(`profit_loss.columns.${key}`),
      cell: (row: ProfitLossDay) => formats.money(row[key]),
      numeric: true,
    })),
    {
      key: 'profitAndLoss',
      header: t('profit_loss.columns.profitAndLoss'),
      cell: (row) => <Signed amount={row.profitAndLoss} />,
      numeric: true,
    },
  ];
  return (
    <div className="records-page">
      <DateRangeFields range={range} />
      <RecordsTable<ProfitLossDay, NonNullable<typeof query.currentData>>
        caption={t('profit_loss.title')}
        hideCaption
        query={query}
        skip={range.problem !== null}
        rowsOf={(data) => data.list}
        rowKey={(row) => row.balanceDate}
        columns={columns}
        totals={
          totals
            ? {
                ...Object.fromEntries(FIGURES.map((key) => [key, formats.money(totals[key])])),
                profitAndLoss: <Signed amount={totals.profitAndLoss} />,
              }
            : undefined
        }
      />
    </div>
  );
}
