import type { ContractTier } from '@gaming/api/wire';
import type { ContractKind } from '@gaming/domain/contracts';
import { TIER_COLUMNS } from '@gaming/domain/contracts';
import { useTranslation } from '@gaming/i18n';
import type { TableColumn } from '@gaming/ui/table';
import { Table } from '@gaming/ui/table';
import { useContractFormats } from './contract-formats';

/** The label of a tier column per kind (the original site's tier columns). */
export const TIER_LABEL_KEYS = {
  betAmount: {
    dividend: 'contracts.fields.minimum_bet',
    daily: 'contracts.fields.bet_volume',
    hourly: 'contracts.fields.minimum_bet',
    realtime: 'contracts.fields.bet_amount',
  },
  activeMembers: 'contracts.fields.active_members',
  netLoss: 'contracts.fields.net_loss',
} as const;

export function tierLabelKey(kind: ContractKind, column: keyof typeof TIER_LABEL_KEYS) {
  const key = TIER_LABEL_KEYS[column];
  return typeof key === 'string' ? key : key[kind];
}

interface Row extends ContractTier {
  n: number;
}

/** A contract's tiers: the columns its kind has, and the rate. */
export function TiersTable({
  kind,
  tiers,
  caption,
}: {
  kind: ContractKind;
  tiers: readonly ContractTier[];
  caption: string;
}) {
  const { t } = useTranslation('agent');
  const formats = useContractFormats();
  const columns: TableColumn<Row>[] = [
    {
      key: 'tier',
      header: t('contracts.fields.tier', { tier: '' }).trim(),
      cell: (row) => t('contracts.fields.tier', { tier: row.n }),
      rowHeader: true,
    },
    // The rate first: on a phone it stays in view beside the tier.
    {
      key: 'rate',
      header: t('contracts.fields.rate'),
      cell: (row) => formats.rate(row.rate),
      numeric: true,
    },
    ...TIER_COLUMNS[kind].map((column): TableColumn<Row> => ({
      key: column,
      header: t(tierLabelKey(kind, column)),
      cell: (row) =>
        column === 'activeMembers' ? formats.count(row[column]) : formats.money(row[column]),
      numeric: true,
    })),
  ];
  return (
    <Table<Row>
      caption={caption}
      columns={columns}
      rows={tiers.map((tier, i) => ({ ...tier, n: i + 1 }))}
      rowKey={(row) => String(row.n)}
      maxHeight="none"
    />
  );
}
