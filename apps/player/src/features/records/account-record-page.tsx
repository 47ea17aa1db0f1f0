/**
 * The account record (§2 transactionHistory): transactions of up to 30 days
 * by type, deposits and withdrawals of up to 7 days by state, each with its own columns and page
 * size. The tab, the range and the filters live in the URL.
 */
import { useDepositsQuery, useTransactionsQuery, useWithdrawalsQuery } from '@gaming/api/records';
import type { DepositRecord, TransactionRecord, WithdrawalRecord } from '@gaming/api/wire';
import { TX_TYPE_NAMES, isTxTypeName } from '@gaming/api/wire';
import {
  DEPOSIT_STATES,
  WITHDRAW_STATES,
  isDepositState,
  isWithdrawState,
} from '@gaming/domain/payments';
import { DepositOrderActions, hasDepositOrderActions } from '../../lib/deposit-order-actions';
import { PAYMENT_RANGE_DAYS, RECORD_PAGE_SIZES, RECORD_RANGE_DAYS } from '@gaming/domain/records';
import { useTranslation } from '@gaming/i18n';
import { Select } from '@gaming/ui/select';
import { Tabs } from '@gaming/ui/tabs';
import { DateRangeFields } from './date-range-fields';
import { RecordsTable, Signed } from './records-view';
import { useRecordFormats } from './use-money';
import { useRange } from './use-range';
import { useSearchParams } from 'react-router';
import './records.css';

const TABS = ['transactions', 'deposits', 'withdrawals'] as const;
type AccountTab = (typeof TABS)[number];

export default function AccountRecordPage() {
  const { t } = useTranslation('member');
  const [search, setTab] = useTabParam();
  return (
    <div className="records-page">
      <Tabs
        label={t('account_record.tabs_label')}
        value={search}
        onChange={(id) => setTab(id as AccountTab)}
        fitted
        tabs={TABS.map((tab) => ({
          id: tab,
          label: t(`account_record.tab_${tab}`),
          panel: tab === search ? <Panel tab={tab} /> : null,
        }))}
      />
    </div>
  );
}

/** The tab in the URL (`tab`); changing it starts the other list on its own default range. */
function useTabParam(): [AccountTab, (tab: AccountTab) => void] {
  const [search, setSearch] = useSearchParams();
  const asked = search.get('tab') ?? '';
  const tab = (TABS as readonly string[]).includes(asked) ? (asked as AccountTab) : 'transactions';
  return [
    tab,
    (next) =>
      setSearch(new URLSearchParams(next === 'transactions' ? {} : { tab: next }), {
        replace: true,
      }),
  ];
}

function Panel({ tab }: { tab: AccountTab }) {
  if (tab === 'deposits') return <Deposits />;
  if (tab === 'withdrawals') return <Withdrawals />;
  return <Transactions />;
}

function Transactions() {
  const { t } = useTranslation('member');
  const formats = useRecordFormats();
  const range = useRange(RECORD_RANGE_DAYS);
  const type = range.filter('type');
  const txType = isTxTypeName(type) ? type : undefined;
  const query = useTransactionsQuery(
    {
      ...(txType ? { txType } : {}),
      startDate: range.startDate,
      endDate: range.endDate,
      pageNo: range.page,
      pageSize: RECORD_PAGE_SIZES.transactions,
    },
    { skip: range.problem !== null },
  );
  const typeName = (value: string) =>
    isTxTypeName(value) ? t(`account_record.tx_types.${value}`) : value;
  return (
    <div className="records-page">
      <DateRangeFields range={range}>
        <Select
          label={t('account_record.type')}
          value={txType ?? ''}
          onChange={(event) => range.setFilter('type', event.target.value)}
          options={[
            { value: '', label: t('account_record.all_types') },
            ...TX_TYPE_NAMES.map((value) => ({ value, label: typeName(value) })),
          ]}
        />
      </DateRangeFields>
      <RecordsTable<TransactionRecord, NonNullable<typeof query.currentData>>
        caption={t('account_record.tab_transactions')}
        hideCaption
        query={query}
        skip={range.problem !== null}
        rowsOf={(data) => data.list}
        rowKey={(row) => String(row.id)}
        columns={[
          {
            key: 'time',
            header: t('account_record.columns.time'),
            cell: (row) => formats.dateTime(row.time),
            rowHeader: true,
          },
          {
            key: 'txTypeName',
            header: t('account_record.columns.txTypeName'),
            cell: (row) => typeName(row.txType),
          },
          {
            key: 'amount',
            header: t('account_record.columns.amount'),
            cell: (row) => <Signed amount={row.amount} />,
            numeric: true,
          },
          {
            key: 'currentAvailBalance',
            header: t('account_record.columns.currentAvailBalance'),
            cell: (row) => formats.money(row.balanceAfter),
            numeric: true,
          },
          {
            key: 'orderNo',
            header: t('account_record.columns.orderNo'),
            cell: (row) => row.orderNo ?? '—',
          },
          {
            key: 'remark',
            header: t('account_record.columns.remark'),
            cell: (row) => row.remark ?? '—',
            wrap: true,
          },
        ]}
        paging={{
          page: range.page,
          pageCount: Math.max(1, query.currentData?.totalPages ?? 1),
          onPageChange: range.setPage,
        }}
      />
    </div>
  );
}

function Deposits() {
  const { t } = useTranslation(['member', 'status']);
  const formats = useRecordFormats();
  const range = useRange(PAYMENT_RANGE_DAYS);
  const asked = range.filter('state');
  const state = isDepositState(asked) ? asked : undefined;
  const query = useDepositsQuery(
    {
      ...(state ? { state } : {}),
      startDate: range.startDate,
      endDate: range.endDate,
      pageNo: range.page,
      pageSize: RECORD_PAGE_SIZES.deposits,
    },
    { skip: range.problem !== null },
  );
  return (
    <div className="records-page">
      <DateRangeFields range={range}>
        <Select
          label={t('account_record.columns.state')}
          value={state ?? ''}
          onChange={(event) => range.setFilter('state', event.target.value)}
          options={[
            { value: '', label: t('account_record.all_states') },
            ...Object.keys(DEPOSIT_STATES)
              .filter(isDepositState)
              .map((value) => ({ value, label: t(`status:deposit.${value}`) })),
          ]}
        />
      </DateRangeFields>
      <RecordsTable<DepositRecord, NonNullable<typeof query.currentData>>
        caption={t('account_record.tab_deposits')}
        hideCaption
        query={query}
        skip={range.problem !== null}
        rowsOf={(data) => data.list}
        rowKey={(row) => row.depositId}
        columns={[
          {
            key: 'depositId',
            header: t('account_record.columns.depositId'),
            cell: (row) => row.depositId,
            rowHeader: true,
          },
          {
            key: 'depositMethod',
            header: t('account_record.columns.depositMethod'),
            cell: (row) => row.depositMethod ?? '—',
          },
          {
            key: 'requestedAmount',
            header: t('account_record.columns.requestedAmount'),
            cell: (row) => formats.money(row.requestedAmount),
            numeric: true,
          },
          {
            key: 'amount',
            header: t('account_record.columns.amount'),
            cell: (row) => formats.money(row.amount),
            numeric: true,
          },
          {
            key: 'customerBankCharge',
            header: t('account_record.columns.customerBankCharge'),
            cell: (row) => formats.money(row.customerBankCharge),
            numeric: true,
          },
          {
            key: 'depositDate',
            header: t('account_record.columns.depositDate'),
            cell: (row) => formats.dateTime(row.depositDate),
          },
          {
            key: 'actualDepositDate',
            header: t('account_record.columns.actualDepositDate'),
            cell: (row) => formats.dateTime(row.actualDepositDate),
          },
          {
            key: 'state',
            header: t('account_record.columns.state'),
            cell: (row) => t(`status:deposit.${row.state}`),
          },
          {
            key: 'actions',
            header: t('account_record.columns.actions'),
            cell: (row) =>
              hasDepositOrderActions(row.state) ? (
                <DepositOrderActions orderNo={row.depositId} status={row.state} />
              ) : (
                '—'
              ),
            wrap: true,
          },
        ]}
        paging={{
          page: range.page,
          pageCount: Math.max(1, query.currentData?.totalPages ?? 1),
          onPageChange: range.setPage,
        }}
      />
    </div>
  );
}

function Withdrawals() {
  const { t } = useTranslation(['member', 'status']);
  const formats = useRecordFormats();
  const range = useRange(PAYMENT_RANGE_DAYS);
  const asked = range.filter('state');
  const status = isWithdrawState(asked) ? asked : undefined;
  const query = useWithdrawalsQuery(
    {
      ...(status ? { status } : {}),
      startDate: range.startDate,
      endDate: range.endDate,
      pageNo: range.page,
      pageSize: RECORD_PAGE_SIZES.withdrawals,
    },
    { skip: range.problem !== null },
  );
  const typeName = (value: string | null) =>
    value === 'BC' || value === 'EW' || value === 'VW'
      ? t(`account_record.withdraw_types.${value}`)
      : (value ?? '—');
  return (
    <div className="records-page">
      <DateRangeFields range={range}>
        <Select
          label={t('account_record.columns.state')}
          value={status ?? ''}
          onChange={(event) => range.setFilter('state', event.target.value)}
          options={[
            { value: '', label: t('account_record.all_states') },
            ...Object.keys(WITHDRAW_STATES)
              .filter(isWithdrawState)
              .map((value) => ({ value, label: t(`status:withdraw.${value}`) })),
          ]}
        />
      </DateRangeFields>
      <RecordsTable<WithdrawalRecord, NonNullable<typeof query.currentData>>
        caption={t('account_record.tab_withdrawals')}
        hideCaption
        query={query}
        skip={range.problem !== null}
        rowsOf={(data) => data.list}
        rowKey={(row) => row.refId}
        columns={[
          {
            key: 'refId',
            header: t('account_record.columns.refId'),
            cell: (row) => row.refId,
            rowHeader: true,
          },
          {
            key: 'withdrawType',
            header: t('account_record.columns.withdrawType'),
            cell: (row) => typeName(row.withdrawType),
          },
          {
            key: 'amount',
            header: t('account_record.columns.amount'),
            cell: (row) => formats.money(row.amount),
            numeric: true,
          },
          {
            key: 'bankName',
            header: t('account_record.columns.bankName'),
            cell: (row) => row.bankName ?? '—',
          },
          {
            key: 'withdrawDate',
            header: t('account_record.columns.withdrawDate'),
            cell: (row) => formats.dateTime(row.withdrawDate),
          },
          {
            key: 'status',
            header: t('account_record.columns.state'),
            cell: (row) => t(`status:withdraw.${row.status}`),
          },
          {
            key: 'remark',
            header: t('account_record.columns.remark'),
            cell: (row) => row.remark ?? '—',
            wrap: true,
          },
        ]}
        paging={{
          page: range.page,
          pageCount: Math.max(1, query.currentData?.totalPages ?? 1),
          onPageChange: range.setPage,
        }}
      />
    </div>
  );
}
