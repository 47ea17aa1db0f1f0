/**
 * The promotions page (§2 /promotions): promotions by category in tabs whose
 * choice is in the URL (`?type=deposit`), each with its image, period and title; opening one shows
 * its details at its own address (`?id=`), with its HTML content sanitised, its "go to" by type,
 * and for a manual promotion or the raffle the member's status with apply / claim.
 */
import { errorCodeOf } from '@gaming/api/base-api';
import {
  useApplyPromotionMutation,
  useClaimPromotionMutation,
  useClaimRaffleMutation,
  usePromotionsQuery,
} from '@gaming/api/promotions';
import type { Promotion } from '@gaming/api/wire';
import { promotionTargetOf } from '@gaming/domain/promotions';
import { useTranslation } from '@gaming/i18n';
import { Button } from '@gaming/ui/button';
import { EmptyState } from '@gaming/ui/empty-state';
import { LoadFailed } from '@gaming/kernel/load-failed';
import { SkeletonTileGrid } from '@gaming/ui/skeleton';
import { Tabs } from '@gaming/ui/tabs';
import { useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useAppSelector } from '../../app/store';
import { paths } from '../../config/paths';
import { errorMessageKeyOf } from '@gaming/kernel/failure-message';
import { useIdempotencyKey, useSingleFlight } from '@gaming/kernel/idempotency';
import { sanitizeHtml } from '@gaming/kernel/safe-html';
import { useMoneyFormats } from '@gaming/kernel/formats';
import './promotions.css';

export interface PromotionsPageProps {
  /** A member is signed in (a visitor sees the promotions and is asked to log in to join). */
  loggedIn: boolean;
  /** The member's isAgent: referral's "go to" is for plain members only. */
  isAgent: number;
  onLogin: () => void;
}

const ALL = 'all';

export function PromotionsPage({ loggedIn, isAgent, onLogin }: PromotionsPageProps) {
  const { t } = useTranslation(['promotions', 'errors']);
  const language = useAppSelector((state) => state.apiContext.language);
  // The operator's texts come in the reader's language: a change of language asks again.
  const query = usePromotionsQuery({ language });
  const [search, setSearch] = useSearchParams();
  const formats = useMoneyFormats(loggedIn);
  const data = query.currentData ?? query.data;
  const [claimedRaffle, setClaimedRaffle] = useState<number | null>(null);

  const type = search.get('type') ?? ALL;
  const openId = Number(search.get('id'));
  const categories = data?.categories ?? [];
  const selected = type === ALL || categories.some((c) => c === type) ? type : ALL;

  const change = (next: Record<string, string>) => setSearch(next, { replace: false });

  if (query.isError && !data)
    return (
      <section className="promos">
        <h1 className="promos__title">{t('page.title')}</h1>
        <LoadFailed query={query} />
      </section>
    );

  if (!data)
    return (
      <section className="promos">
        <h1 className="promos__title">{t('page.title')}</h1>
        <SkeletonTileGrid count={6} label={t('page.loading')} className="promos__skeleton" />
      </section>
    );

  if (search.has('id')) {
    const promotion = data.list.find((entry) => entry.id === openId);
    return (
      <section className="promos">
        <Link className="promos__back" to={selected === ALL ? '?' : `?type=${selected}`}>
          {t('page.back')}
        </Link>
        {promotion ? (
          <PromotionDetails
            key={promotion.id}
            promotion={promotion}
            loggedIn={loggedIn}
            isAgent={isAgent}
            onLogin={onLogin}
            formats={formats}
          />
        ) : (
          <EmptyState message={t('page.not_found')} />
        )}
      </section>
    );
  }

  const tabs = [ALL, ...categories].map((id) => ({
    id,
    label: t(`categories.${id as 'all'}`),
    panel:
      id === selected ? (
        <PromotionList
          list={id === ALL ? data.list : data.list.filter((entry) => entry.category === id)}
          type={id}
          formats={formats}
        />
      ) : null,
  }));

  // A raffle stays in its callout after it is claimed, with the message, though the list's refetch
  // now shows it claimed.
  const raffle = loggedIn
    ? (data.list.find((entry) => entry.raffle && entry.status === null) ??
      data.list.find((entry) => entry.id === claimedRaffle))
    : undefined;

  return (
    <section className="promos">
      <h1 className="promos__title">{t('page.title')}</h1>
      {raffle ? (
        <RaffleCallout
          key={raffle.id}
          raffle={raffle}
          formats={formats}
          onClaimed={() => setClaimedRaffle(raffle.id)}
        />
      ) : null}
      <Tabs
        label={t('page.categories')}
        tabs={tabs}
        value={selected}
        onChange={(id) => change(id === ALL ? {} : { type: id })}
        className="promos__tabs"
      />
    </section>
  );
}

type Formats = ReturnType<typeof useMoneyFormats>;

/**
 * The raffle popup of the original (CWV:L11995), as a callout over the list that does not block the
 * page: a running raffle the member has not claimed, claimed here once (Idempotency-Key).
 */
function RaffleCallout({
  raffle,
  formats,
  onClaimed,
}: {
  raffle: Promotion;
  formats: Formats;
  onClaimed: () => void;
}) {
  const { t } = useTranslation(['promotions', 'errors']);
  const [claimRaffle, claiming] = useClaimRaffleMutation();
  const keys = useIdempotencyKey();
  const [message, setMessage] = useState<{ text: string; failed: boolean } | null>(null);
  const once = useSingleFlight();
  const onClaim = async () => {
    if (claiming.isLoading) return;
    const body = { promotionId: raffle.id };
    const result = await claimRaffle({ ...body, idempotencyKey: keys.keyFor(body) });
    keys.settled(result.error === undefined ? undefined : errorCodeOf(result.error));
    if (result.error === undefined) onClaimed();
    setMessage(
      result.error
        ? { text: t(errorMessageKeyOf(result.error)), failed: true }
        : { text: t('page.claimed', { amount: formats.money(result.data.amount) }), failed: false },
    );
  };
  // Claimed: the message takes the button's place, so no click can ask a second time.
  const claimed = message?.failed === false;
  return (
    <aside className="promos__raffle" aria-label={raffle.title}>
      <p className="promos__raffle-title">{raffle.title}</p>
      <p className="promos__bonus">{t('page.bonus', { amount: formats.money(raffle.bonus) })}</p>
      {claimed ? null : (
        <Button
          type="button"
          onClick={() => once(onClaim)}
          disabled={claiming.isLoading}
          aria-busy={claiming.isLoading}
        >
          {t('page.claim_raffle')}
        </Button>
      )}
      {message ? (
        <p role={message.failed ? 'alert' : 'status'} className="promos__message">
          {message.text}
        </p>
      ) : null}
    </aside>
  );
}

function PromotionList({
  list,
  type,
  formats,
}: {
  list: readonly Promotion[];
  type: string;
  formats: Formats;
}) {
  const { t } = useTranslation(['promotions', 'status']);
  if (list.length === 0) return <EmptyState message={t('page.empty')} />;
  return (
    <ul className="promos__grid">
      {list.map((promotion) => {
        const href = `?${new URLSearchParams({
          ...(type === ALL ? {} : { type }),
          id: String(promotion.id),
        }).toString()}`;
        return (
          <li key={promotion.id} className="promos__card">
            <Link className="promos__card-link" to={href}>
              <span className="promos__image-box">
                {promotion.imageUrl ? (
                  <img className="promos__image" src={promotion.imageUrl} alt="" loading="lazy" />
                ) : null}
              </span>
              <span className="promos__card-body">
                <span className="promos__card-title">{promotion.title}</span>
                <span className="promos__period">
                  {t('page.period', {
                    start: formats.date(promotion.startDate),
                    end: formats.date(promotion.endDate),
                  })}
                </span>
                {promotion.status ? (
                  <span className={`promos__status promos__status--${promotion.status}`}>
                    {t(`status:activity.${promotion.status}`)}
                  </span>
                ) : null}
                <span className="promos__more" aria-hidden="true">
                  {t('page.details')}
                </span>
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

function PromotionDetails({
  promotion,
  loggedIn,
  isAgent,
  onLogin,
  formats,
}: {
  promotion: Promotion;
  loggedIn: boolean;
  isAgent: number;
  onLogin: () => void;
  formats: Formats;
}) {
  const { t } = useTranslation(['promotions', 'status', 'errors']);
  const content = useMemo(() => sanitizeHtml(promotion.content), [promotion.content]);
  const target = promotionTargetOf(promotion.promotionType, isAgent);
  const [apply, applying] = useApplyPromotionMutation();
  const [claim, claiming] = useClaimPromotionMutation();
  const [claimRaffle, claimingRaffle] = useClaimRaffleMutation();
  const keys = useIdempotencyKey();
  const [message, setMessage] = useState<{ text: string; failed: boolean } | null>(null);
  const [succeededAt, setSucceededAt] = useState<{ status: Promotion['status'] } | null>(null);
  const busy = applying.isLoading || claiming.isLoading || claimingRaffle.isLoading;
  const once = useSingleFlight();

  const onApply = async () => {
    if (busy) return;
    setMessage(null);
    const result = await apply({ promotionId: promotion.id });
    if (result.error === undefined) setSucceededAt({ status: promotion.status });
    setMessage(
      result.error
        ? { text: t(errorMessageKeyOf(result.error)), failed: true }
        : { text: t('page.applied'), failed: false },
    );
  };

  const onClaim = async (raffle: boolean) => {
    if (busy) return;
    setMessage(null);
    const body = { promotionId: promotion.id };
    const idempotencyKey = keys.keyFor({ raffle, ...body });
    const result = raffle
      ? await claimRaffle({ ...body, idempotencyKey })
      : await claim({ ...body, idempotencyKey });
    keys.settled(result.error === undefined ? undefined : errorCodeOf(result.error));
    if (result.error) {
      setMessage({ text: t(errorMessageKeyOf(result.error)), failed: true });
    } else {
      setSucceededAt({ status: promotion.status });
      setMessage({
        text: t('page.claimed', { amount: formats.money(result.data.amount) }),
        failed: false,
      });
    }
  };

  const joinable = promotion.manual || promotion.raffle;
  // What just succeeded is not offered again until the list's refetch brings the next status.
  const done = succeededAt !== null && succeededAt.status === promotion.status;
  let action = null;
  if (joinable && !loggedIn)
    action = (
      <Button type="button" onClick={onLogin}>
        {t('page.login_to_join')}
      </Button>
    );
  else if (promotion.manual && promotion.status === null)
    action = (
      <Button type="button" onClick={() => once(onApply)} disabled={busy} aria-busy={busy}>
        {t('page.apply')}
      </Button>
    );
  else if (promotion.manual && promotion.status === 'issued')
    action = (
      <Button
        type="button"
        onClick={() => once(() => onClaim(false))}
        disabled={busy}
        aria-busy={busy}
      >
        {t('page.claim')}
      </Button>
    );
  else if (promotion.raffle && promotion.status === null)
    action = (
      <Button
        type="button"
        onClick={() => once(() => onClaim(true))}
        disabled={busy}
        aria-busy={busy}
      >
        {t('page.claim_raffle')}
      </Button>
    );

  return (
    <article className="promos__details" aria-labelledby={`promo-${String(promotion.id)}`}>
      {promotion.imageUrl ? (
        <span className="promos__image-box">
          <img className="promos__image" src={promotion.imageUrl} alt="" />
        </span>
      ) : null}
      <h1 id={`promo-${String(promotion.id)}`} className="promos__title">
        {promotion.title}
      </h1>
      <p className="promos__period">
        {t('page.period', {
          start: formats.dateTime(promotion.startDate),
          end: formats.dateTime(promotion.endDate),
        })}
      </p>
      {joinable && promotion.bonus > 0 ? (
        <p className="promos__bonus">
          {t('page.bonus', { amount: formats.money(promotion.bonus) })}
        </p>
      ) : null}
      {promotion.status ? (
        <p className={`promos__status promos__status--${promotion.status}`}>
          {t('page.status', { status: t(`status:activity.${promotion.status}`) })}
        </p>
      ) : null}
      {/* Sanitised by DOMPurify (lib/safe-html): scripts, handlers and unsafe URLs are gone. */}
      <div className="promos__content" dangerouslySetInnerHTML={{ __html: content }} />
      <div className="promos__actions">
        {done ? null : action}
        {target && loggedIn ? (
          <Link className="promos__go" to={paths.member.href(target)}>
            {t('page.go_to')}
          </Link>
        ) : null}
        {target && !loggedIn ? (
          <Button type="button" variant="secondary" onClick={onLogin}>
            {t('page.go_to')}
          </Button>
        ) : null}
      </div>
      {message ? (
        <p role={message.failed ? 'alert' : 'status'} className="promos__message">
          {message.text}
        </p>
      ) : null}
    </article>
  );
}
