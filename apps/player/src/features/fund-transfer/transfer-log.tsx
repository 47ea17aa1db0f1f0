import { useTransferLogQuery } from '@gaming/api/wallet';
import type { TransferRow } from '@gaming/api/wire';
import { useTranslation } from '@gaming/i18n';
import { formatMoney } from '@gaming/i18n/format';
import { useDateFormats } from '@gaming/kernel/formats';
import { LoadFailed } from '@gaming/kernel/load-failed';
import { Table } from '@gaming/ui/table';
import type { TableColumn } from '@gaming/ui/table';

/** The transfers of the last 2 days (original ODSFE2_MemTransDet, 8102 / 8202, size 20). */
export function TransferLog({ currencySymbol }: { currencySymbol: string }) {
  const { t, i18n } = useTranslation('member');
  const dates = useDateFormats();
  const log = useTransferLogQuery();
  const main = t('wallet.main');
  const columns: TableColumn<TransferRow>[] = [
    {
      key: 'time',
      header: t('transfer.time'),
      cell: (row) => dates.dateTime(row.createdAt),
    },
    {
      key: 'wallet',
      header: t('transfer.wallet'),
      rowHeader: true,
      cell: (row) => (row.accountTypeId === 2 ? main : row.walletName),
    },
    {
      key: 'direction',
      header: t('transfer.direction'),
      cell: (row) => (row.txType === 'TRANSFER_IN' ? t('transfer.in') : t('transfer.out')),
    },
    {
      key: 'amount',
      header: t('transfer.amount'),
      numeric: true,
      cell: (row) => formatMoney(row.amount, i18n.language, currencySymbol),
    },
    {
      key: 'balance',
      header: t('transfer.balance_after'),
      numeric: true,
      cell: (row) => formatMoney(row.balanceAfter, i18n.language, currencySymbol),
    },
  ];
  return (
    <section className="money-page__card" aria-labelledby="fund-transfer-log">
      <h2 id="fund-transfer-log">{t('transfer.log')}</h2>
      {log.isError ? (
        <LoadFailed query={log} what={t('transfer.log_failed')} />
      ) : (
        <Table
          caption={t('transfer.log')}
          hideCaption
          columns={columns}
          rows={log.data?.list ?? []}
          rowKey={(row) => String(row.id)}
          loading={log.isLoading}
          emptyMessage={t('transfer.log_empty')}
        />
      )}
    </section>
  );
}
