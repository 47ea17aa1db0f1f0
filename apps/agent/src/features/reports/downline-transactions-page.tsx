/**
 * Downline transactions (original agentDownlineTransactionDetailsCopy): the ledger rows of the
 * agent's whole downline in a range, newest first, filtered by type and member. Ledger rows are
 * events, never grouped: this report has no period.
 */
import {
  useDownlineTransactionsQuery,
  useLazyDownlineTransactionsQuery,
} from '@gaming/api/agent-reports';
import type {
  DownlineTransactionRow,
  DownlineTransactionsPage,
  DownlineTransactionsQuery,
  TxTypeName,
} from '@gaming/api/wire';
import { ErrorCode, TX_TYPE_NAMES, isTxTypeName } from '@gaming/api/wire';
import { Select } from '@gaming/ui/select';
import { useTranslation } from 'react-i18next';
import { useReportFilters } from '../../lib/report-filters';
import type { ReportColumn } from '../../lib/report-view';
import {
  AppliedTextFilter,
  ExportButton,
  ReportFilterBar,
  ReportTable,
  Signed,
  failureCodeOf,
  fetchAllRows,
  useReportFormats,
} from '../../lib/report-view';

export default function DownlineTransactionsReportPage() {
  const { t } = useTranslation(['agent', 'errors']);
  const formats = useReportFormats();
  const filters = useReportFilters(null);
  const username = filters.filter('username');
  const asked = filters.filter('type');
  const txType: TxTypeName | null = isTxTypeName(asked) ? asked : null;
  const args: DownlineTransactionsQuery = {
    from: filters.from,
    to: filters.to,
    pageNo: filters.page,
    ...(txType ? { txType } : {}),
    ...(username ? { username } : {}),
  };
  const skip = filters.problem !== null;
  const query = useDownlineTransactionsQuery(args, { skip });
  const [fetchPage] = useLazyDownlineTransactionsQuery();
  const unknownUser = failureCodeOf(query.error) === ErrorCode.downlineNotFound;
  const typeName = (type: string) =>
    isTxTypeName(type) ? t(`account_details.types.${type}`) : type;

  const columns: ReportColumn<DownlineTransactionRow>[] = [
    {
      key: 'username',
      header: t('account_details.columns.username'),
      text: (row) => row.username,
    },
    {
      key: 'time',
      header: t('account_details.columns.time'),
      text: (row) => formats.dateTime(row.time),
    },
    {
      key: 'type',
      header: t('account_details.columns.type'),
      text: (row) => typeName(row.txType),
    },
    {
      key: 'amount',
      header: t('account_details.columns.amount'),
      align: 'end',
      text: (row) => formats.amount(row.amount),
      render: (row) => <Signed text={formats.amount(row.amount)} value={row.amount} />,
    },
    {
      key: 'balance',
      header: t('account_details.columns.balance'),
      align: 'end',
      text: (row) => formats.amount(row.balanceAfter),
    },
    {
      key: 'remark',
      header: t('account_details.columns.remark'),
      text: (row) => row.remark ?? '',
    },
  ];

  return (
    <section className="report-page">
      <ReportFilterBar
        filters={filters}
        actions={
          <ExportButton<DownlineTransactionRow>
            report="downline-transactions"
            filters={filters}
            columns={columns}
            disabled={skip || unknownUser}
            load={async () => {
              let net = 0;
              const rows = await fetchAllRows(async (pageNo) => {
                const page = await fetchPage({ ...args, pageNo, pageSize: 100 }).unwrap();
                net = page.totals.amount;
                return page;
              });
              return { rows, totals: { amount: formats.amount(net) } };
            }}
          />
        }
      >
        <Select
          label={t('account_details.type_filter')}
          value={txType ?? ''}
          options={[
            { value: '', label: t('account_details.all_types') },
            ...TX_TYPE_NAMES.map((value) => ({ value, label: typeName(value) })),
          ]}
          onChange={(event) => filters.setFilter('type', event.target.value)}
        />
        <AppliedTextFilter
          label={t('account_details.username')}
          value={username}
          onApply={(value) => filters.setFilter('username', value)}
          error={unknownUser ? t('errors:downline_not_found') : undefined}
        />
      </ReportFilterBar>
      <p className="report-page__note">{t('reports.amounts_note')}</p>
      <ReportTable<DownlineTransactionRow, DownlineTransactionsPage>
        caption={t('account_details.title')}
        columns={columns}
        query={query}
        rowKey={(row) => String(row.id)}
        filters={filters}
        skip={skip}
        shownElsewhere={unknownUser}
        emptyMessage={t('account_details.empty')}
        totalsOf={(data) => ({
          amount: <Signed text={formats.amount(data.totals.amount)} value={data.totals.amount} />,
        })}
      />
    </section>
  );
}
