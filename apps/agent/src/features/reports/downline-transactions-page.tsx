/**
 * Downline transactions (original agentDownlineTransactionDetailsCopy): the ledger rows of the
 * agent's whole downline in a range, newest first, filtered by type and member. Ledger rows are
 * events, never grouped: this report has no period.
 */
import { agentReportsApi } from '@gaming/api/agent-reports';
import type {
  DownlineTransactionRow,
  DownlineTransactionsPage,
  TxTypeName,
} from '@gaming/api/wire';
import { TX_TYPE_NAMES, isTxTypeName } from '@gaming/api/wire';
import { Select } from '@gaming/ui/select';
import { csvTime } from '@gaming/domain/reports';
import { useTranslation } from 'react-i18next';
import { useReportFilters } from '../../lib/report-filters';
import type { ReportColumn } from '../../lib/report-view';
import { ReportView, useFigureColumns, useReportFormats } from '../../lib/report-view';

type Totals = DownlineTransactionsPage['totals'];

export default function DownlineTransactionsReportPage() {
  const { t } = useTranslation('agent');
  const formats = useReportFormats();
  const figures = useFigureColumns<DownlineTransactionRow, Totals>();
  const filters = useReportFilters(null);
  const asked = filters.filter('type');
  const txType: TxTypeName | null = isTxTypeName(asked) ? asked : null;
  const typeName = (type: string) =>
    isTxTypeName(type) ? t(`account_details.types.${type}`) : type;

  const columns: ReportColumn<DownlineTransactionRow, Totals>[] = [
    {
      key: 'username',
      header: t('account_details.columns.username'),
      text: (row) => row.username,
    },
    {
      key: 'time',
      header: t('account_details.columns.time'),
      text: (row) => formats.dateTime(row.time),
      csv: (row) => csvTime(row.time),
    },
    {
      key: 'type',
      header: t('account_details.columns.type'),
      text: (row) => typeName(row.txType),
    },
    figures.signed('amount', t('account_details.columns.amount')),
    figures.amount('balanceAfter', t('account_details.columns.balance')),
    {
      key: 'remark',
      header: t('account_details.columns.remark'),
      text: (row) => row.remark ?? '',
    },
  ];

  return (
    <ReportView
      report="downline-transactions"
      caption={t('account_details.title')}
      emptyMessage={t('account_details.empty')}
      filters={filters}
      endpoint={agentReportsApi.endpoints.downlineTransactions}
      columns={columns}
      rowKey={(row) => String(row.id)}
      usernameLabel={t('account_details.username')}
      args={txType ? { txType } : {}}
      ownFilters={
        <Select
          label={t('account_details.type_filter')}
          value={txType ?? ''}
          options={[
            { value: '', label: t('account_details.all_types') },
            ...TX_TYPE_NAMES.map((value) => ({ value, label: typeName(value) })),
          ]}
          onChange={(event) => filters.setFilter('type', event.target.value)}
        />
      }
    />
  );
}
