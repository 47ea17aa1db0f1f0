import {
  useContractPayoutsQuery,
  useDownlineContractsQuery,
  useLazyContractPayoutsQuery,
  useMyContractQuery,
  useRequestTerminationMutation,
} from '@gaming/api/agent-contracts';
import { useConsolidatedFundsQuery } from '@gaming/api/member';
import type { ContractPayout, DownlineContract, MyContract } from '@gaming/api/wire';
import type { ContractKind } from '@gaming/domain/contracts';
import { csvAmount, csvTime } from '@gaming/domain/reports';
import {
  CONSOLIDATED_CONTRACT_FIELD,
  REALTIME_SETTLE_MINUTES,
  topRateOf,
} from '@gaming/domain/contracts';
import { useTranslation } from '@gaming/i18n';
import { AlertDialog } from '@gaming/ui/alert-dialog';
import { Button } from '@gaming/ui/button';
import { EmptyState } from '@gaming/ui/empty-state';
import { LoadFailed } from '@gaming/kernel/load-failed';
import { SkeletonList } from '@gaming/ui/skeleton';
import type { TableColumn } from '@gaming/ui/table';
import { Table } from '@gaming/ui/table';
import { useState } from 'react';
import { useReportFilters } from '../../lib/report-filters';
import type { ReportColumn } from '../../lib/report-view';
import { ExportButton, ReportFilterBar, fetchAllRows } from '../../lib/report-view';
import { useContractFormats, useFailureMessage } from './contract-formats';
import { OfferAnswer } from './offer-answer';
import { OfferForm } from './offer-form';
import { TiersTable } from './tiers-table';
import './contracts.css';

const PAGE_SIZE = 10;

interface PageProps {
  kind: ContractKind;
  /** One line on when this contract pays. */
  scheduleKey:
    | 'salary.schedule_daily'
    | 'salary.schedule_hourly'
    | 'salary.realtime_note'
    | 'dividends.schedule';
}

/**
 * A contract page (§4 Contracts): the agent's own contract of the kind with the offer waiting for
 * its answer, the payouts it earned, and its direct downline agents' contracts with the form to offer,
 * change or end one.
 */
export function ContractPage({ kind, scheduleKey }: PageProps) {
  const { t } = useTranslation('agent');
  return (
    <div className="contract-page">
      <p className="contract-page__lead">{t(scheduleKey, { count: REALTIME_SETTLE_MINUTES })}</p>
      <OwnContract kind={kind} />
      <Payouts kind={kind} />
      <DownlineContracts kind={kind} />
    </div>
  );
}

function Loading({
  query,
}: {
  query: { isError: boolean; isFetching: boolean; refetch: () => unknown };
}) {
  const { t } = useTranslation('agent');
  if (query.isError) return <LoadFailed query={query} what={t('contracts.load_failed')} />;
  return <SkeletonList rows={3} label={t('contracts.loading')} />;
}

function OwnContract({ kind }: { kind: ContractKind }) {
  const { t } = useTranslation('agent');
  const formats = useContractFormats();
  const query = useMyContractQuery({ kind });
  const funds = useConsolidatedFundsQuery();
  const offer = funds.data?.[CONSOLIDATED_CONTRACT_FIELD[kind] as 'dailysalreqtype'] ?? null;
  const [done, setDone] = useState<string | null>(null);
  const data: MyContract | undefined = query.data;
  const contract = data?.contract ?? null;
  const contractName = t(`contracts.kinds.${kind}`);
  return (
    <section className="contract-section" aria-labelledby={`own-${kind}`}>
      <h2 id={`own-${kind}`}>{t('contracts.my_contract')}</h2>
      {data === undefined ? (
        <Loading query={query} />
      ) : contract === null ? (
        <EmptyState message={t('contracts.none')} />
      ) : (
        <>
          <dl className="contract-facts">
            <div>
              <dt>{t('contracts.status_label')}</dt>
              <dd>{t(`contracts.statuses.${contract.status}`)}</dd>
            </div>
            <div>
              <dt>{t('contracts.offered_by', { upline: '' }).trim()}</dt>
              <dd>{contract.upline ?? t('contracts.house')}</dd>
            </div>
            {contract.period ? (
              <div>
                <dt>{t('contracts.fields.computation_period')}</dt>
                <dd>{t(`contracts.period.${contract.period}`)}</dd>
              </div>
            ) : null}
            {contract.interval ? (
              <div>
                <dt>{t('contracts.interval_label')}</dt>
                <dd>{t(`contracts.interval.${contract.interval}`)}</dd>
              </div>
            ) : null}
          </dl>
          {contract.tiers.length > 0 ? (
            <TiersTable
              kind={kind}
              tiers={contract.tiers}
              caption={t('contracts.terms_caption', { contract: contractName })}
            />
          ) : null}
          {data.records.length > 0 ? (
            <details className="contract-records">
              <summary>{t('contracts.records_title')}</summary>
              <ul>
                {data.records.map((record, i) => (
                  <li key={i}>
                    {formats.dateTime(record.time)} ·{' '}
                    {t(`contracts.record_actions.${record.action}`)}
                    {record.actor ? ` · ${record.actor}` : ''}
                  </li>
                ))}
              </ul>
            </details>
          ) : null}
        </>
      )}
      {offer ? (
        <div
          className="contract-pending"
          role="region"
          aria-label={t('contracts.answer_title', { contract: contractName })}
        >
          <OfferAnswer offer={offer} onAnswered={setDone} />
        </div>
      ) : null}
      <p role="status" className="contract-status">
        {done}
      </p>
    </section>
  );
}

function Payouts({ kind }: { kind: ContractKind }) {
  const { t } = useTranslation('agent');
  const formats = useContractFormats();
  // The records of a range of days, in the URL like every agent report (`?from=&to=&page=`).
  const filters = useReportFilters();
  const range = { kind, from: filters.from, to: filters.to };
  const query = useContractPayoutsQuery(
    { ...range, pageNo: filters.page, pageSize: PAGE_SIZE },
    { skip: filters.problem !== null },
  );
  const [fetchPage] = useLazyContractPayoutsQuery();
  const data = query.currentData;
  const dividend = kind === 'dividend';
  const windowText = (row: ContractPayout) =>
    formats.window(row.windowStart, row.windowEnd, kind === 'daily' || dividend);
  // On screen as the agent reads them; in the CSV file as a spreadsheet does: plain numbers, and
  // times in the site's zone (`2026-11-27 23:59`).
  const columns: (TableColumn<ContractPayout> & {
    text: (row: ContractPayout) => string;
    csv?: ReportColumn<ContractPayout, unknown>['csv'];
  })[] = [
    {
      key: 'window',
      header: t('salary.window'),
      cell: windowText,
      text: windowText,
      csv: [
        { header: t('salary.csv.window_start'), value: (row) => csvTime(row.windowStart) },
        { header: t('salary.csv.window_end'), value: (row) => csvTime(row.windowEnd) },
      ],
      rowHeader: true,
    },
    {
      key: 'paidAt',
      header: t('salary.payout_time'),
      cell: (row) => formats.dateTime(row.paidAt),
      text: (row) => formats.dateTime(row.paidAt),
      csv: (row) => csvTime(row.paidAt),
    },
    {
      key: 'teamValidBet',
      header: dividend ? t('dividends.columns.valid_bet') : t('salary.team_betting'),
      cell: (row) => formats.money(row.teamValidBet),
      text: (row) => formats.money(row.teamValidBet),
      csv: (row) => csvAmount(row.teamValidBet),
      numeric: true,
    },
    ...(dividend
      ? [
          {
            key: 'teamNetLoss',
            header: t('salary.net_loss'),
            cell: (row: ContractPayout) => formats.money(row.teamNetLoss),
            text: (row: ContractPayout) => formats.money(row.teamNetLoss),
            csv: (row: ContractPayout) => csvAmount(row.teamNetLoss),
            numeric: true,
          },
        ]
      : []),
    {
      key: 'activeMembers',
      header: t('salary.active_members'),
      cell: (row) => formats.count(row.activeMembers),
      text: (row) => formats.count(row.activeMembers),
      csv: (row) => row.activeMembers,
      numeric: true,
    },
    {
      key: 'rate',
      header: t('salary.rate'),
      cell: (row) => formats.rate(row.rate),
      text: (row) => formats.rate(row.rate),
      csv: [{ header: t('salary.csv.rate'), value: (row) => row.rate }],
      numeric: true,
    },
    {
      key: 'amount',
      header: t('salary.amount'),
      cell: (row) => formats.money(row.amount),
      text: (row) => formats.money(row.amount),
      csv: (row) => csvAmount(row.amount),
      numeric: true,
    },
    {
      key: 'status',
      header: t('salary.status'),
      cell: () => t('salary.paid'),
      text: () => t('salary.paid'),
    },
  ];
  const exportRows = async () => {
    let totalAmount = 0;
    const rows = await fetchAllRows<ContractPayout>(async (pageNo) => {
      const page = await fetchPage({ ...range, pageNo, pageSize: 50 }).unwrap();
      totalAmount = page.totalAmount;
      return page;
    });
    return { rows, totals: { amount: csvAmount(totalAmount) } };
  };
  return (
    <section className="contract-section" aria-labelledby={`payouts-${kind}`}>
      <h2 id={`payouts-${kind}`}>{t('salary.records_title')}</h2>
      <ReportFilterBar
        filters={filters}
        actions={
          <ExportButton
            report={`${kind}-payouts`}
            filters={filters}
            columns={columns}
            load={exportRows}
            disabled={filters.problem !== null || !data || data.list.length === 0}
          />
        }
      />
      {filters.problem !== null ? null : query.isError ? (
        <LoadFailed query={query} what={t('salary.load_failed')} />
      ) : data === undefined ? (
        <SkeletonList rows={4} label={t('salary.loading')} />
      ) : data.list.length === 0 ? (
        <EmptyState message={t('salary.no_records')} />
      ) : (
        <Table<ContractPayout>
          caption={t('salary.records_title')}
          hideCaption
          columns={columns}
          rows={data.list}
          rowKey={(row) => String(row.id)}
          totals={{ window: t('salary.total'), amount: formats.money(data.totalAmount) }}
          paging={{ page: filters.page, pageCount: data.totalPages, onPageChange: filters.setPage }}
        />
      )}
    </section>
  );
}

function DownlineContracts({ kind }: { kind: ContractKind }) {
  const { t } = useTranslation('agent');
  const formats = useContractFormats();
  const failureMessage = useFailureMessage();
  const query = useDownlineContractsQuery({ kind });
  const [editing, setEditing] = useState<DownlineContract | null>(null);
  const [ending, setEnding] = useState<DownlineContract | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [terminate, termination] = useRequestTerminationMutation();
  const data = query.data;
  const contractName = t(`contracts.kinds.${kind}`);
  if (data !== undefined && data.list.length === 0) return null;

  const columns: TableColumn<DownlineContract>[] = [
    {
      key: 'username',
      header: t('contracts.username'),
      cell: (row) => row.username,
      rowHeader: true,
    },
    {
      key: 'rate',
      header: t('contracts.fields.rate'),
      // The offer's rate while it waits, else the rate in force.
      cell: (row) => {
        const tiers = row.contract?.offer?.tiers ?? row.contract?.tiers ?? [];
        return tiers.length > 0 ? formats.rate(topRateOf(tiers)) : '—';
      },
      numeric: true,
    },
    {
      key: 'status',
      header: t('contracts.status_label'),
      cell: (row) =>
        row.contract
          ? t(`contracts.sent_statuses.${row.contract.status}`)
          : t('contracts.none_yet'),
    },
    {
      key: 'actions',
      header: t('contracts.actions_column'),
      cell: (row) => {
        const inForce = row.contract !== null && ['A', 'E', 'V'].includes(row.contract.status);
        return (
          <span className="contract-row-actions">
            <Button
              size="sm"
              variant="secondary"
              disabled={data?.ownRate === null}
              aria-label={`${inForce ? t('contracts.change') : t('contracts.offer_new')} · ${row.username}`}
              onClick={() => {
                setDone(null);
                setEditing(row);
              }}
            >
              {inForce ? t('contracts.change') : t('contracts.offer_new')}
            </Button>
            {inForce && row.contract?.status !== 'V' ? (
              <Button
                size="sm"
                variant="ghost"
                aria-label={`${t('contracts.request_termination')} · ${row.username}`}
                onClick={() => {
                  setDone(null);
                  setEnding(row);
                }}
              >
                {t('contracts.request_termination')}
              </Button>
            ) : null}
          </span>
        );
      },
    },
  ];
  return (
    <section className="contract-section" aria-labelledby={`downlines-${kind}`}>
      <h2 id={`downlines-${kind}`}>{t('contracts.downlines_title')}</h2>
      {data === undefined ? (
        <Loading query={query} />
      ) : (
        <>
          {data.ownRate === null ? (
            <p className="contract-form__hint">{t('contracts.no_own_contract')}</p>
          ) : null}
          <Table<DownlineContract>
            caption={t('contracts.downlines_caption', { contract: contractName })}
            columns={columns}
            rows={data.list}
            rowKey={(row) => String(row.customerId)}
          />
          {editing && data.ownRate !== null ? (
            <OfferForm
              key={editing.customerId}
              kind={kind}
              customerId={editing.customerId}
              username={editing.username}
              contract={editing.contract}
              ownRate={data.ownRate}
              onSent={(message) => {
                setEditing(null);
                setDone(message);
              }}
              onCancel={() => setEditing(null)}
            />
          ) : null}
        </>
      )}
      {termination.error ? (
        <p role="alert" className="contract-error">
          {failureMessage(termination.error)}
        </p>
      ) : null}
      <p role="status" className="contract-status">
        {done}
      </p>
      <AlertDialog
        open={ending !== null}
        message={t('contracts.request_termination_confirm', {
          username: ending?.username ?? '',
          contract: contractName.toLowerCase(),
        })}
        confirmLabel={t('contracts.request_termination')}
        onConfirm={() => {
          const row = ending;
          setEnding(null);
          if (!row) return;
          void terminate({ customerId: row.customerId, kind }).then((result) => {
            if (result.data)
              setDone(t('contracts.termination_requested', { username: row.username }));
          });
        }}
        cancelLabel={t('contracts.cancel')}
        onCancel={() => setEnding(null)}
      />
    </section>
  );
}
