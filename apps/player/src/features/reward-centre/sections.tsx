/** The reward centre's sections: each reads its own data and shows skeleton, empty or error states. */
import {
  useClaimHistoryQuery,
  useClaimNewbieMutation,
  useClaimPromoCodeMutation,
  useClaimRescueMutation,
  useClaimSignInMutation,
  useNewbieRewardsQuery,
  useOpenTicketMutation,
  useRescueQuery,
  useSignInQuery,
  useTicketsQuery,
} from '@gaming/api/promotions';
import type { TicketResult } from '@gaming/api/wire';
import { CLAIM_HISTORY_DAYS, PROMO_CODE_PATTERN } from '@gaming/domain/promotions';
import { addDays, checkDateRange, siteDateOf } from '@gaming/domain/records';
import { useTranslation } from '@gaming/i18n';
import { Button } from '@gaming/ui/button';
import { Dialog } from '@gaming/ui/dialog';
import { EmptyState } from '@gaming/ui/empty-state';
import { LoadFailed } from '@gaming/kernel/load-failed';
import { SkeletonList } from '@gaming/ui/skeleton';
import { TextField } from '@gaming/ui/text-field';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { useAppSelector } from '../../app/store';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import type { useMoneyFormats } from '@gaming/kernel/formats';
import { ClaimMessage, useClaim } from './use-claim';

type Formats = ReturnType<typeof useMoneyFormats>;

interface QueryLike<T> {
  data?: T | undefined;
  currentData?: T | undefined;
  isError: boolean;
  isFetching: boolean;
  error?: unknown;
  refetch: () => unknown;
}

/** Skeleton while loading, the error with a retry, the empty state, else the content. */
function Loaded<T>({
  query,
  loading,
  empty,
  isEmpty,
  children,
}: {
  query: QueryLike<T>;
  loading: string;
  empty: string;
  isEmpty: (data: T) => boolean;
  children: (data: T) => ReactNode;
}) {
  const data = query.currentData ?? query.data;
  if (query.isError && data === undefined) return <LoadFailed query={query} />;
  if (data === undefined) return <SkeletonList rows={4} label={loading} />;
  if (isEmpty(data)) return <EmptyState message={empty} />;
  return <>{children(data)}</>;
}

export function SignInSection({ formats }: { formats: Formats }) {
  const { t } = useTranslation('promotions');
  const query = useSignInQuery();
  const [claim] = useClaimSignInMutation();
  const action = useClaim();
  return (
    <section className="rewards__section" aria-labelledby="rewards-sign-in">
      <h2 id="rewards-sign-in" className="rewards__heading">
        {t('rewards.sign_in.title')}
      </h2>
      <Loaded
        query={query}
        loading={t('rewards.sign_in.loading')}
        empty={t('rewards.sign_in.empty')}
        isEmpty={(data) => data.days.length === 0}
      >
        {(data) => {
          const today = data.days.find((day) => day.isToday);
          return (
            <>
              <ol className="rewards__calendar">
                {data.days.map((day) => (
                  <li
                    key={day.date}
                    className={[
                      'rewards__day',
                      day.isToday ? 'rewards__day--today' : '',
                      day.hasClaimed ? 'rewards__day--claimed' : '',
                    ]
                      .filter(Boolean)
                      .join(' ')}
                    aria-current={day.isToday ? 'date' : undefined}
                  >
                    <span className="rewards__day-name">
                      {day.isToday
                        ? t('rewards.sign_in.today')
                        : t('rewards.sign_in.day', { day: day.dayNo })}
                    </span>
                    <span className="rewards__amount">{formats.money(day.amount)}</span>
                    {day.depositAmount > 0 ? (
                      <span className="rewards__note">
                        {t('rewards.sign_in.deposit_required', {
                          amount: formats.money(day.depositAmount),
                        })}
                      </span>
                    ) : null}
                    {day.hasClaimed ? (
                      <span className="rewards__note">{t('rewards.claimed')}</span>
                    ) : null}
                  </li>
                ))}
              </ol>
              {today && today.depositAmount > 0 ? (
                <p className="rewards__note">
                  {t('rewards.sign_in.deposit_today', { amount: formats.money(data.depositToday) })}
                </p>
              ) : null}
              {today?.hasClaimed ? (
                <p className="rewards__note">{t('rewards.sign_in.claimed_today')}</p>
              ) : (
                <div className="rewards__actions">
                  <Button
                    type="button"
                    disabled={action.busy || !today || action.claimed({ signIn: today.date })}
                    aria-busy={action.busy}
                    onClick={() =>
                      void action.run(
                        { signIn: today?.date },
                        (idempotencyKey) => claim({ idempotencyKey }),
                        (paid) => t('rewards.claim_done', { amount: formats.money(paid.amount) }),
                      )
                    }
                  >
                    {t('rewards.sign_in.claim_today')}
                  </Button>
                  {today && data.depositToday < today.depositAmount ? (
                    <Link className="rewards__link" to={paths.member.href('depositv2')}>
                      {t('rewards.sign_in.deposit_required', {
                        amount: formats.money(today.depositAmount),
                      })}
                    </Link>
                  ) : null}
                </div>
              )}
              <ClaimMessage message={action.message} />
            </>
          );
        }}
      </Loaded>
    </section>
  );
}

export function NewbieSection({ formats }: { formats: Formats }) {
  const { t } = useTranslation('promotions');
  const language = useAppSelector((state) => state.apiContext.language);
  // The operator's reward names in the reader's language: a change of language asks again.
  const query = useNewbieRewardsQuery({ language });
  const [claim] = useClaimNewbieMutation();
  const action = useClaim();
  return (
    <section className="rewards__section" aria-labelledby="rewards-newbie">
      <h2 id="rewards-newbie" className="rewards__heading">
        {t('rewards.newbie.title')}
      </h2>
      <Loaded
        query={query}
        loading={t('rewards.newbie.loading')}
        empty={t('rewards.newbie.empty')}
        isEmpty={(data) => data.length === 0}
      >
        {(list) => (
          <>
            <ul className="rewards__list">
              {list.map((reward) => (
                <li key={reward.id} className="rewards__item">
                  <div className="rewards__item-head">
                    <span className="rewards__item-name">{reward.name}</span>
                    <span className="rewards__amount">{formats.money(reward.amount)}</span>
                  </div>
                  <ul className="rewards__needs" aria-label={t('rewards.newbie.needs')}>
                    {reward.requires.map((need) => (
                      <li key={need.field} className={need.met ? 'rewards__met' : 'rewards__unmet'}>
                        {t(`rewards.newbie.fields.${need.field}`)}:{' '}
                        {need.met ? t('rewards.newbie.met') : t('rewards.newbie.not_met')}
                      </li>
                    ))}
                  </ul>
                  {reward.claimed ? (
                    <span className="rewards__note">{t('rewards.claimed')}</span>
                  ) : reward.claimable ? (
                    <Button
                      type="button"
                      size="sm"
                      disabled={action.busy || action.claimed({ newbie: reward.id })}
                      aria-label={`${t('rewards.claim')} ${reward.name}`}
                      onClick={() =>
                        void action.run(
                          { newbie: reward.id },
                          (idempotencyKey) => claim({ rewardId: reward.id, idempotencyKey }),
                          (paid) => t('rewards.claim_done', { amount: formats.money(paid.amount) }),
                        )
                      }
                    >
                      {t('rewards.claim')}
                    </Button>
                  ) : (
                    <Link className="rewards__link" to={paths.member.href('securityCenter')}>
                      {t('rewards.newbie.complete_profile')}
                    </Link>
                  )}
                </li>
              ))}
            </ul>
            <ClaimMessage message={action.message} />
          </>
        )}
      </Loaded>
    </section>
  );
}

export function RescueSection({ formats }: { formats: Formats }) {
  const { t } = useTranslation('promotions');
  const query = useRescueQuery();
  const [claim] = useClaimRescueMutation();
  const action = useClaim();
  return (
    <section className="rewards__section" aria-labelledby="rewards-rescue">
      <h2 id="rewards-rescue" className="rewards__heading">
        {t('rewards.rescue.title')}
      </h2>
      <Loaded
        query={query}
        loading={t('rewards.rescue.loading')}
        empty={t('rewards.rescue.empty')}
        isEmpty={(data) => data.tiers.length === 0}
      >
        {(data) => (
          <>
            <p className="rewards__figure">
              <span>{t('rewards.rescue.net_loss', { date: formats.day(data.date) })}</span>{' '}
              <strong className="rewards__amount">
                {formats.money(Math.max(data.netLoss, 0))}
              </strong>
            </p>
            <table className="rewards__table">
              <caption>{t('rewards.rescue.tiers')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('rewards.rescue.tier_loss')}</th>
                  <th scope="col">{t('rewards.rescue.tier_reward')}</th>
                </tr>
              </thead>
              <tbody>
                {data.tiers.map((tier) => (
                  <tr key={tier.minLoss}>
                    <td>≥ {formats.money(tier.minLoss)}</td>
                    <td>{formats.money(tier.amount)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            {data.reward === null ? (
              <p className="rewards__note">{t('rewards.rescue.no_tier')}</p>
            ) : (
              <div className="rewards__actions">
                <span>{t('rewards.rescue.reward', { amount: formats.money(data.reward) })}</span>
                {data.claimed ? (
                  <span className="rewards__note">{t('rewards.claimed')}</span>
                ) : (
                  <Button
                    type="button"
                    disabled={action.busy || action.claimed({ rescue: data.date })}
                    onClick={() =>
                      void action.run(
                        { rescue: data.date },
                        (idempotencyKey) => claim({ idempotencyKey }),
                        (paid) => t('rewards.claim_done', { amount: formats.money(paid.amount) }),
                      )
                    }
                  >
                    {t('rewards.claim')}
                  </Button>
                )}
              </div>
            )}
            <ClaimMessage message={action.message} />
          </>
        )}
      </Loaded>
    </section>
  );
}

export function PromoCodeSection({ formats }: { formats: Formats }) {
  const { t } = useTranslation('promotions');
  const [code, setCode] = useState('');
  const [touched, setTouched] = useState(false);
  const [claim] = useClaimPromoCodeMutation();
  const action = useClaim();
  const valid = PROMO_CODE_PATTERN.test(code.trim());
  const onSubmit = async () => {
    setTouched(true);
    if (!valid) return;
    const paid = await action.run(
      { promoCode: code.trim().toUpperCase() },
      (idempotencyKey) => claim({ promoCode: code.trim(), idempotencyKey }),
      (value) => t('rewards.claim_done', { amount: formats.money(value.amount) }),
    );
    if (paid) {
      setCode('');
      setTouched(false);
    }
  };
  return (
    <section className="rewards__section" aria-labelledby="rewards-code">
      <h2 id="rewards-code" className="rewards__heading">
        {t('rewards.promo_code.title')}
      </h2>
      <form
        className="rewards__form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void onSubmit();
        }}
      >
        <TextField
          label={t('rewards.promo_code.label')}
          hint={t('rewards.promo_code.hint')}
          value={code}
          maxLength={40}
          autoComplete="off"
          error={touched && !valid ? t('rewards.promo_code.invalid') : undefined}
          onChange={(event) => {
            setCode(event.target.value);
            action.clear();
          }}
        />
        <Button type="submit" disabled={action.busy} aria-busy={action.busy}>
          {t('rewards.promo_code.submit')}
        </Button>
      </form>
      <ClaimMessage message={action.message} />
    </section>
  );
}

export function TicketsSection({ formats }: { formats: Formats }) {
  const { t } = useTranslation('promotions');
  const language = useAppSelector((state) => state.apiContext.language);
  const query = useTicketsQuery({ language });
  const [open] = useOpenTicketMutation();
  const action = useClaim();
  const [result, setResult] = useState<TicketResult | null>(null);
  const prizeLine = (value: TicketResult) =>
    t(`rewards.tickets.prizes.${value.prize}`, {
      amount: formats.money(value.amount),
      // A POINT prize's amount is the points won.
      points: formats.points(value.amount),
      product: value.productName ?? '',
    });
  return (
    <section className="rewards__section" aria-labelledby="rewards-tickets">
      <h2 id="rewards-tickets" className="rewards__heading">
        {t('rewards.tickets.title')}
      </h2>
      <Loaded
        query={query}
        loading={t('rewards.tickets.loading')}
        empty={t('rewards.tickets.empty')}
        isEmpty={(data) => data.length === 0}
      >
        {(list) => (
          <ul className="rewards__list">
            {list.map((ticket) => (
              <li key={ticket.id} className="rewards__item rewards__item--row">
                <div className="rewards__item-head">
                  <span className="rewards__item-name">
                    {t(`rewards.tickets.types.${ticket.ticketType}`)}
                  </span>
                  <span className="rewards__note">
                    {ticket.name} ·{' '}
                    {t('rewards.tickets.expires', { date: formats.date(ticket.expiresAt) })}
                  </span>
                </div>
                <Button
                  type="button"
                  size="sm"
                  disabled={action.busy || action.claimed({ ticket: ticket.id })}
                  aria-label={`${t('rewards.tickets.open')} ${t(`rewards.tickets.types.${ticket.ticketType}`)}`}
                  onClick={() =>
                    void action
                      .run(
                        { ticket: ticket.id },
                        (idempotencyKey) => open({ ticketId: ticket.id, idempotencyKey }),
                        prizeLine,
                      )
                      .then((value) => {
                        if (value) setResult(value);
                      })
                  }
                >
                  {t('rewards.tickets.open')}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </Loaded>
      {action.message?.failed ? <ClaimMessage message={action.message} /> : null}
      <Dialog
        open={result !== null}
        onClose={() => setResult(null)}
        title={t('rewards.tickets.result_title')}
        size="sm"
        footer={
          <Button type="button" onClick={() => setResult(null)}>
            {t('rewards.tickets.close')}
          </Button>
        }
      >
        <p className="rewards__prize">{result ? prizeLine(result) : null}</p>
      </Dialog>
    </section>
  );
}

export function HistorySection({ formats }: { formats: Formats }) {
  const { t } = useTranslation('promotions');
  const today = siteDateOf(new Date());
  const [from, setFrom] = useState(addDays(today, -6));
  const [to, setTo] = useState(today);
  const range = checkDateRange(from, to, CLAIM_HISTORY_DAYS);
  const problem = 'problem' in range;
  const query = useClaimHistoryQuery({ startDate: from, endDate: to }, { skip: problem });
  return (
    <section className="rewards__section" aria-labelledby="rewards-history">
      <h2 id="rewards-history" className="rewards__heading">
        {t('rewards.history.title')}
      </h2>
      <div className="rewards__form">
        <TextField
          type="date"
          label={t('rewards.history.from')}
          value={from}
          min={addDays(today, -CLAIM_HISTORY_DAYS + 1)}
          max={today}
          onChange={(event) => setFrom(event.target.value)}
        />
        <TextField
          type="date"
          label={t('rewards.history.to')}
          value={to}
          min={addDays(today, -CLAIM_HISTORY_DAYS + 1)}
          max={today}
          error={problem ? t('rewards.history.range') : undefined}
          onChange={(event) => setTo(event.target.value)}
        />
      </div>
      {problem ? null : (
        <Loaded
          query={query}
          loading={t('rewards.history.loading')}
          empty={t('rewards.history.empty')}
          isEmpty={(data) => data.length === 0}
        >
          {(list) => (
            <div className="rewards__scroll">
              <table className="rewards__table">
                <caption className="rewards__hidden">{t('rewards.history.title')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('rewards.history.date')}</th>
                    <th scope="col">{t('rewards.history.type')}</th>
                    <th scope="col">{t('rewards.history.name')}</th>
                    <th scope="col">{t('rewards.history.amount')}</th>
                  </tr>
                </thead>
                <tbody>
                  {list.map((row) => (
                    <tr key={row.id}>
                      <td>{formats.dateTime(row.usedDate)}</td>
                      <td>{t(`rewards.history.kinds.${row.kind}`)}</td>
                      <td>{row.name}</td>
                      <td className="rewards__amount">{formats.money(row.amount)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </Loaded>
      )}
    </section>
  );
}
