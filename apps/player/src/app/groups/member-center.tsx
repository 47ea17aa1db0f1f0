import { useBalanceQuery } from '@gaming/api/member';
import { useMemberCentreSummaryQuery } from '@gaming/api/member-centre';
import { useRebateRatesQuery } from '@gaming/api/records';
import { usePermissionQuery } from '@gaming/api/system';
import { useMerchantWalletQuery } from '@gaming/api/wallet';
import type { MemberCentreSummary } from '@gaming/api/wire';
import type { MemberPage } from '@gaming/domain/member-pages';
import { MEMBER_PAGE_RULES, isMemberPage, visibleMemberPages } from '@gaming/domain/member-pages';
import { REWARD_COUNT_POLL_SECONDS } from '@gaming/domain/promotions';
import { EmptyState } from '@gaming/ui/empty-state';
import { Spinner } from '@gaming/ui/spinner';
import { lazyGroup } from '@gaming/kernel/lazy-chunk';
import { pageContentShown } from '@gaming/kernel/boot';
import type { ComponentType } from 'react';
import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, matchPath, useParams, useSearchParams } from 'react-router';
import { isBuiltMemberPage } from '../../config/member-pages';
import { paths } from '../../config/paths';
import type { MemberCentreLink } from '../../features/member-centre';
import { MemberCentreFrame, MemberCentreHome, WalletHeader } from '../../features/member-centre';
import { NotFoundPage } from '../../features/shell/not-found-page';
import { DESKTOP_QUERY, useMediaQuery } from '../../features/shell/use-media';
import { useSession } from '../../session/use-session';
import { memberPageScreens } from '../member-pages';

const screens = Object.fromEntries(
  // Every page of the spec is built today; the registry still allows one that is not (null).
  // Each page's chunk has its own failure and retry (§8): the frame and its menu stay.
  Object.entries<(() => Promise<{ default: ComponentType }>) | null>(memberPageScreens).flatMap(
    ([page, load]) => (load === null ? [] : [[page, lazyGroup(load)]]),
  ),
) as Partial<Record<MemberPage, ReturnType<typeof lazyGroup>>>;

// The page a visit lands on (`/member/depositv2`) starts loading with this group, not after the
// frame's first render; the router's loader waits for it (`withLandingPage`).
const landing = matchPath(paths.member.pagePath, window.location.pathname)?.params.page;
const landingScreen = landing !== undefined && isMemberPage(landing) ? screens[landing] : undefined;
export const landingPage: Promise<void> = landingScreen?.preload() ?? Promise.resolve();

/**
 * The MemberCenter screen group (§2), loaded on demand: `/member/<page>` shows that page in the
 * member centre frame; `/member` is the menu as a list on phones and goes to the first page on
 * desktop; `/member?page=<page>` (the original's form) goes to that page's own address. A page the
 * merchant turned off, one not built yet, or no page of the spec, is not found. Trial accounts are
 * kept out (§6 'in_need_true_account').
 */
export default function MemberCenter() {
  // The statuses' texts come with the centre's: the money pages most visits land on (deposit,
  // withdrawal, records) show them, and would otherwise ask for them after their first render.
  const { t } = useTranslation(['member', 'status']);
  const { t: tErrors } = useTranslation('errors');
  const { t: tCommon } = useTranslation();
  const { page } = useParams();
  const [search] = useSearchParams();
  const { member, role } = useSession();
  const permission = usePermissionQuery();
  const desktop = useMediaQuery(DESKTOP_QUERY);
  const trial = role === 'trial';
  const balance = useBalanceQuery(undefined, { skip: trial });
  // The badges (rewards among them) are asked again every 300 s, as the original polls them.
  const summary = useMemberCentreSummaryQuery(undefined, {
    skip: trial || !member,
    pollingInterval: REWARD_COUNT_POLL_SECONDS * 1000,
  });
  // The wallet mode and transfer to upline (menu rules of transferFund and transferUpline).
  const wallet = useMerchantWalletQuery(undefined, { skip: trial || !member });
  // bonusDetails shows only when some rebate rate is above zero.
  const rebateRates = useRebateRatesQuery(undefined, { skip: trial || !member });
  // The centre and its page are the landing page's content: the site's extras may follow now.
  const framed =
    trial || (permission.data !== undefined && member !== undefined && !wallet.isLoading);
  useEffect(() => {
    if (framed) pageContentShown();
  }, [framed]);

  if (trial) {
    return (
      <section className="shell-page" aria-labelledby="member-title">
        <h1 id="member-title">{t('title')}</h1>
        <EmptyState message={tErrors('in_need_true_account')} />
      </section>
    );
  }
  if (!permission.data || !member || wallet.isLoading)
    return <Spinner label={tCommon('state.loading')} />;
  if (page === 'bonusDetails' && rebateRates.isLoading)
    return <Spinner label={tCommon('state.loading')} />;

  const whitelabel = permission.data.info.whitelabel;
  const visible: MemberPage[] = visibleMemberPages({
    whitelabel,
    isAgent: member.isAgent,
    // Unknown (the call failed): a single wallet and no transfer to upline, the safe reading.
    singleWallet: wallet.data?.isSingle !== 0,
    toUpline: wallet.data?.toUpline === 1,
    hasRebate: rebateRates.data?.hasRebate === true,
  }).filter(isBuiltMemberPage);
  const asked = search.get('page');
  if (page === undefined && asked !== null && isMemberPage(asked))
    return <Navigate replace to={paths.member.href(asked)} />;

  const links = visible.map((name) => linkOf(name, name === page, summary.data, t));
  const header = (
    <WalletHeader
      member={member}
      total={balance.data?.balance ?? member.balance}
      summary={summary.data}
      vipEnabled={whitelabel.VIP3}
    />
  );
  if (page === undefined) {
    const first = visible[0];
    if (desktop && first !== undefined) return <Navigate replace to={paths.member.href(first)} />;
    return <MemberCentreHome links={links} header={header} />;
  }
  if (page === 'transferFund' && !visible.includes(page)) {
    // One wallet holds the whole balance and every game plays from it: a shared or bookmarked
    // transfer address says so, rather than "not found".
    return (
      <MemberCentreFrame
        title={t('menu.transferFund')}
        links={links}
        header={header}
        backHref={desktop ? undefined : paths.member.href()}
      >
        <EmptyState message={t('transfer.single_wallet')} />
        <p className="member-centre__aside">
          <Link to={paths.member.href()}>{t('transfer.single_wallet_link')}</Link>
        </p>
      </MemberCentreFrame>
    );
  }
  const Screen = isMemberPage(page) && visible.includes(page) ? screens[page] : undefined;
  if (!isMemberPage(page) || Screen === undefined) return <NotFoundPage />;

  return (
    <MemberCentreFrame
      title={t(MEMBER_PAGE_RULES[page].titleKey)}
      links={links}
      header={header}
      backHref={desktop ? undefined : paths.member.href()}
    >
      <Suspense fallback={<Spinner label={tCommon('state.loading')} />}>
        <Screen />
      </Suspense>
    </MemberCentreFrame>
  );
}

function linkOf(
  page: MemberPage,
  current: boolean,
  summary: MemberCentreSummary | undefined,
  t: ReturnType<typeof useTranslation<'member'>>['t'],
): MemberCentreLink {
  const rule = MEMBER_PAGE_RULES[page];
  const count = rule.badge && summary ? summary.badges[rule.badge] : 0;
  return {
    page,
    href: paths.member.href(page),
    title: t(rule.titleKey),
    current,
    badge:
      rule.badge && count > 0 ? { count, label: t(`badges.${rule.badge}`, { count }) } : undefined,
  };
}
