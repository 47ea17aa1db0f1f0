/**
 * The betting record (§2 personalHistoryCopy): a tab per game type, its game
 * makers to pick from, a date range of up to 30 days, 13 bets a page with totals over the range.
 * Casino games show the bet and its result; sports add the selection, odds, event and settlement;
 * lottery the draw, the numbers and the status code's name. The demo slot's spins show under Slots.
 */
import { useBetsQuery, useGameMakersQuery } from '@gaming/api/records';
import type { BetRecord, GameMaker } from '@gaming/api/wire';
import type { BetLayout } from '@gaming/domain/records';
import {
  RECORD_PAGE_SIZES,
  RECORD_RANGE_DAYS,
  isSportsBetState,
  lotteryStateOf,
} from '@gaming/domain/records';
import { useTranslation } from '@gaming/i18n';
import { LoadFailed } from '@gaming/kernel/load-failed';
import { Select } from '@gaming/ui/select';
import { SkeletonList } from '@gaming/ui/skeleton';
import type { TableColumn } from '@gaming/ui/table';
import { Tabs } from '@gaming/ui/tabs';
import { DateRangeFields } from './date-range-fields';
import { RecordsTable, Signed } from './records-view';
import { useRecordFormats } from './use-money';
import type { RangeState } from './use-range';
import { useRange } from './use-range';
import './records.css';

export default function BettingRecordPage() {
  const { t } = useTranslation(['member', 'games']);
  const makers = useGameMakersQuery();
  const range = useRange(RECORD_RANGE_DAYS);
  if (makers.isError) return <LoadFailed query={makers} what={t('records.load_failed')} />;
  if (!makers.data) return <SkeletonList rows={6} label={t('records.loading')} />;
  const tabs = makers.data;
  const selected = tabs.find((tab) => tab.gameType === range.filter('tab')) ?? tabs[0];
  return (
    <div className="records-page">
      <Tabs
        label={t('betting_record.tabs_label')}
        value={selected?.gameType}
        onChange={(id) => range.setFilter('tab', id)}
        tabs={tabs.map((tab) => ({
          id: tab.gameType,
          label: gameTypeName(t, tab.gameType),
          panel:
            tab.gameType === selected?.gameType ? <BetsPanel maker={tab} range={range} /> : null,
        }))}
      />
    </div>
  );
}

type T = ReturnType<typeof useTranslation<['member', 'games']>>['t'];

function gameTypeName(t: T, gameType: string): string {
  return t(`games:categories.${gameType}` as 'games:categories.RNG', { defaultValue: gameType });
}

function BetsPanel({ maker, range }: { maker: GameMaker; range: RangeState }) {
  const { t } = useTranslation(['member', 'games']);
  const vassalage = range.filter('maker');
  const known = maker.vendors.some((vendor) => vendor.vassalage === vassalage);
  const bets = useBetsQuery(
    {
      gameType: maker.gameType,
      ...(known ? { vassalage } : {}),
      startDate: range.startDate,
      endDate: range.endDate,
      pageNo: range.page,
      pageSize: RECORD_PAGE_SIZES.bets,
    },
    { skip: range.problem !== null },
  );
  const columns = useBetColumns(maker.layout);
  const totals = bets.currentData?.totals;
  const formats = useRecordFormats();
  return (
    <div className="records-page">
      <DateRangeFields range={range}>
        {maker.vendors.length > 1 ? (
          <Select
            label={t('betting_record.game_maker')}
            value={known ? vassalage : ''}
            onChange={(event) => range.setFilter('maker', event.target.value)}
            options={[
              { value: '', label: t('betting_record.all_makers') },
              ...maker.vendors.map((vendor) => ({
                value: vendor.vassalage,
                label: vendor.displayName,
              })),
            ]}
          />
        ) : null}
      </DateRangeFields>
      <RecordsTable<BetRecord, NonNullable<typeof bets.currentData>>
        caption={t('betting_record.title')}
        hideCaption
        query={bets}
        skip={range.problem !== null}
        rowsOf={(data) => data.list}
        rowKey={(row) => row.orderNo}
        columns={columns}
        totals={
          totals
            ? {
                betAmount: formats.money(totals.betAmount),
                validBetAmount: formats.money(totals.validBetAmount),
                winAmount: formats.money(totals.winAmount),
                profitAndLoss: <Signed amount={totals.profitAndLoss} />,
              }
            : undefined
        }
        paging={{
          page: range.page,
          pageCount: Math.max(1, bets.currentData?.totalPages ?? 1),
          onPageChange: range.setPage,
        }}
      />
    </div>
  );
}

function useBetColumns(layout: BetLayout): TableColumn<BetRecord>[] {
  const { t } = useTranslation(['member', 'status']);
  const formats = useRecordFormats();
  const column = (key: keyof BetRecord, cell: TableColumn<BetRecord>['cell']) => ({
    key,
    header: t(`betting_record.columns.${key as 'betTime'}`),
    cell,
  });
  const money = (key: 'betAmount' | 'validBetAmount' | 'winAmount') => ({
    ...column(key, (row) => formats.money(row[key])),
    numeric: true,
  });
  const betTime = { ...column('betTime', (row) => formats.dateTime(row.betTime)), rowHeader: true };
  const result = [
    money('betAmount'),
    money('validBetAmount'),
    money('winAmount'),
    {
      ...column('profitAndLoss', (row) => <Signed amount={row.profitAndLoss} />),
      numeric: true,
    },
  ];
  const orderNo = column('orderNo', (row) => row.orderNo);
  const gameName = column('gameName', (row) => row.gameName);
  if (layout === 'sports')
    return [
      betTime,
      ...result,
      column('eventName', (row) => row.eventName ?? '—'),
      column('selection', (row) => row.selection ?? '—'),
      {
        ...column('odds', (row) => (row.odds === null ? '—' : row.odds.toFixed(2))),
        numeric: true,
      },
      column('status', (row) =>
        isSportsBetState(row.status) ? t(`status:bet_sports.${row.status}`) : (row.status ?? '—'),
      ),
      column('transTime', (row) => formats.dateTime(row.transTime)),
      orderNo,
    ];
  if (layout === 'lottery')
    return [
      betTime,
      ...result,
      gameName,
      {
        key: 'numero',
        header: t('betting_record.columns.numero'),
        cell: (row: BetRecord) => row.eventName ?? '—',
      },
      column('selection', (row) => row.selection ?? '—'),
      column('status', (row) => {
        const state = lotteryStateOf(row.status);
        return state ? t(`status:bet_lottery.${state}`) : (row.status ?? '—');
      }),
      orderNo,
    ];
  return [betTime, ...result, gameName, orderNo];
}
