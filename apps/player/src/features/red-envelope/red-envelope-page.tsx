/**
 * Red envelopes (original "Lucky Angpao" tickets; the agent side comes with the agent app): the
 * envelopes the member's agent sent, each opened once into the main wallet, and those opened or
 * expired in the last 30 days.
 */
import { useBalanceQuery } from '@gaming/api/member';
import { useClaimRedEnvelopeMutation, useRedEnvelopesQuery } from '@gaming/api/wallet';
import type { RedEnvelope } from '@gaming/api/wire';
import { useTranslation } from '@gaming/i18n';
import { formatMoney } from '@gaming/i18n/format';
import { useDateFormats } from '@gaming/kernel/formats';
import { Button } from '@gaming/ui/button';
import { EmptyState } from '@gaming/ui/empty-state';
import { LoadFailed } from '@gaming/kernel/load-failed';
import { SkeletonList } from '@gaming/ui/skeleton';
import { Gift } from 'lucide-react';
import { useState } from 'react';
import type { ErrorMessageKey } from '@gaming/kernel/failure-message';
import { errorMessageKeyOf } from '@gaming/kernel/failure-message';
import './red-envelope.css';

export default function RedEnvelopePage() {
  const { t, i18n } = useTranslation(['member', 'errors']);
  const dates = useDateFormats();
  const envelopes = useRedEnvelopesQuery();
  const balance = useBalanceQuery();
  const [claim] = useClaimRedEnvelopeMutation();
  const [opening, setOpening] = useState<number | null>(null);
  const [received, setReceived] = useState<string | null>(null);
  const [failure, setFailure] = useState<ErrorMessageKey | null>(null);

  if (envelopes.isError)
    return <LoadFailed query={envelopes} what={t('red_envelope.load_failed')} />;
  if (!envelopes.data)
    return (
      <SkeletonList
        rows={3}
        withAvatar
        label={t('red_envelope.loading')}
        className="red-envelope"
      />
    );

  const money = (amount: number) =>
    formatMoney(amount, i18n.language, balance.data?.currencySymbol ?? '');
  const open = async (envelope: RedEnvelope) => {
    // One click at a time; the platform pays an envelope once however many arrive.
    if (opening !== null) return;
    setOpening(envelope.id);
    setFailure(null);
    setReceived(null);
    const result = await claim({ id: envelope.id });
    setOpening(null);
    if (result.error !== undefined) {
      setFailure(errorMessageKeyOf(result.error));
      return;
    }
    setReceived(t('red_envelope.received', { amount: money(result.data.amount) }));
  };

  const { list } = envelopes.data;
  return (
    <section className="red-envelope" aria-labelledby="red-envelope-list">
      <h2 id="red-envelope-list">{t('red_envelope.list')}</h2>
      {received ? (
        <p role="status" className="red-envelope__received">
          {received}
        </p>
      ) : null}
      {failure ? (
        <p role="alert" className="red-envelope__failure">
          {t(failure)}
        </p>
      ) : null}
      {list.length === 0 ? (
        <EmptyState message={t('red_envelope.empty')} />
      ) : (
        <ul className="red-envelope__list" aria-labelledby="red-envelope-list">
          {list.map((envelope) => {
            const from = t('red_envelope.from', { name: envelope.senderName });
            return (
              <li
                key={envelope.id}
                className={`red-envelope__item red-envelope__item--${envelope.status.toLowerCase()}`}
                aria-label={from}
              >
                <Gift className="red-envelope__icon" size={32} aria-hidden="true" />
                <div className="red-envelope__text">
                  <strong>{from}</strong>
                  {envelope.message ? <span>{envelope.message}</span> : null}
                  <span className="red-envelope__when">
                    {envelope.status === 'AVAILABLE'
                      ? t('red_envelope.open_before', {
                          time: dates.dateTime(envelope.expiresAt),
                        })
                      : envelope.status === 'CLAIMED' && envelope.amount !== null
                        ? t('red_envelope.opened', { amount: money(envelope.amount) })
                        : t('red_envelope.expired')}
                  </span>
                </div>
                {envelope.status === 'AVAILABLE' ? (
                  <Button
                    size="sm"
                    aria-busy={opening === envelope.id || undefined}
                    disabled={opening !== null}
                    onClick={() => void open(envelope)}
                  >
                    {t('red_envelope.open')}
                  </Button>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
