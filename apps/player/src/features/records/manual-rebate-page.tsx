/**
 * Manual rebate (§2 manualRebate): for a finished day of the last 30, each
 * game type's valid bets, rate, rebate, what was claimed and what is left; one button claims all
 * that is left. One claim at a time; it carries one Idempotency-Key per claim, kept when no answer
 * came, so the same claim sent again pays once.
 */
import { useClaimRebateMutation, useRebateQuery } from '@gaming/api/records';
import type { RebateCategory } from '@gaming/api/wire';
import { RECORD_RANGE_DAYS, addDays, siteDateOf } from '@gaming/domain/records';
import { useTranslation } from '@gaming/i18n';
import { formatPercent } from '@gaming/i18n/format';
import { Button } from '@gaming/ui/button';
import { TextField } from '@gaming/ui/text-field';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { errorCodeOf } from '@gaming/api/base-api';
import { errorMessageKeyOf } from '@gaming/kernel/failure-message';
import { useIdempotencyKey, useSingleFlight } from '@gaming/kernel/idempotency';
import { RecordsTable } from './records-view';
import { useRecordFormats } from './use-money';
import './records.css';

export default function ManualRebatePage() {
  const { t, i18n } = useTranslation(['member', 'games', 'errors']);
  const formats = useRecordFormats();
  const [search, setSearch] = useSearchParams();
  const today = siteDateOf(new Date());
  const latest = addDays(today, -1);
  const earliest = addDays(today, -RECORD_RANGE_DAYS);
  const asked = search.get('date') ?? '';
  const balanceDate = asked >= earliest && asked <= latest ? asked : latest;
  const query = useRebateQuery({ balanceDate });
  const [claim, claiming] = useClaimRebateMutation();
  const [message, setMessage] = useState<{ text: string; failed: boolean } | null>(null);
  const keys = useIdempotencyKey();
  const once = useSingleFlight();

  const open = query.currentData?.list.filter((line) => line.available > 0) ?? [];
  const total = query.currentData?.totalAvailable ?? 0;

  const onClaim = async () => {
    if (claiming.isLoading || open.length === 0) return;
    setMessage(null);
    const body = {
      balanceDate,
      claims: open.map((line) => ({ category: line.category, amount: line.available })),
    };
    const result = await claim({ ...body, idempotencyKey: keys.keyFor(body) });
    keys.settled(result.error === undefined ? undefined : errorCodeOf(result.error));
    if (result.error) {
      setMessage({ text: t(errorMessageKeyOf(result.error)), failed: true });
    } else {
      setMessage({
        text: t('manual_rebate.claimed', { amount: formats.money(result.data.total) }),
        failed: false,
      });
    }
  };

  return (
    <div className="records-page">
      <div className="records-filters">
        <TextField
          type="date"
          label={t('manual_rebate.date')}
          value={balanceDate}
          min={earliest}
          max={latest}
          required
          onChange={(event) => {
            setMessage(null);
            setSearch(event.target.value ? { date: event.target.value } : {}, { replace: true });
          }}
        />
      </div>
      <RecordsTable<RebateCategory, NonNullable<typeof query.currentData>>
        caption={t('manual_rebate.title')}
        hideCaption
        query={query}
        rowsOf={(data) => data.list}
        rowKey={(row) => row.category}
        emptyMessage={t('manual_rebate.none')}
        columns={[
          {
            key: 'category',
            header: t('manual_rebate.category'),
            cell: (row) =>
              t(`games:categories.${row.category}` as 'games:categories.RNG', {
                defaultValue: row.category,
              }),
            rowHeader: true,
          },
          {
            key: 'validBetAmount',
            header: t('manual_rebate.valid_bet'),
            cell: (row) => formats.money(row.validBetAmount),
            numeric: true,
          },
          {
            key: 'rate',
            header: t('manual_rebate.rate'),
            cell: (row) => formatPercent(row.rate, i18n.language, 3),
            numeric: true,
          },
          {
            key: 'rebate',
            header: t('manual_rebate.rebate'),
            cell: (row) => formats.money(row.rebate),
            numeric: true,
          },
          {
            key: 'claimed',
            header: t('manual_rebate.already_claimed'),
            cell: (row) => formats.money(row.claimed),
            numeric: true,
          },
          {
            key: 'available',
            header: t('manual_rebate.available'),
            cell: (row) => formats.money(row.available),
            numeric: true,
          },
        ]}
      />
      {query.currentData ? (
        <div className="records-claim">
          <p>
            {total > 0
              ? t('manual_rebate.total_available', { amount: formats.money(total) })
              : query.currentData.claimable
                ? t('manual_rebate.none')
                : t('manual_rebate.not_over')}
          </p>
          <Button
            onClick={() => once(onClaim)}
            disabled={total <= 0 && !claiming.isLoading}
            aria-disabled={claiming.isLoading || undefined}
            aria-busy={claiming.isLoading || undefined}
          >
            {claiming.isLoading ? t('manual_rebate.claiming') : t('manual_rebate.claim')}
          </Button>
        </div>
      ) : null}
      {message ? (
        <p role={message.failed ? 'alert' : 'status'} className="records-note">
          {message.text}
        </p>
      ) : null}
    </div>
  );
}
