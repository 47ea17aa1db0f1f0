import { usePermissionQuery } from '@gaming/api/system';
import type { MemberPage } from '@gaming/domain/member-pages';
import { MEMBER_PAGE_RULES, isMemberPage, visibleMemberPages } from '@gaming/domain/member-pages';
import { EmptyState } from '@gaming/ui/empty-state';
import { Spinner } from '@gaming/ui/spinner';
import type { ComponentType, LazyExoticComponent } from 'react';
import { Suspense, lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams, useSearchParams } from 'react-router';
import { paths } from '../../config/paths';
import { MemberCentreFrame } from '../../features/member-centre';
import { NotFoundPage } from '../../features/shell/not-found-page';
import { useSession } from '../../features/shell/use-session';
import { memberPageScreens } from '../member-pages';

const screens = Object.fromEntries(
  Object.entries(memberPageScreens).map(([page, load]) => [page, lazy(load)]),
) as Record<MemberPage, LazyExoticComponent<ComponentType>>;

/**
 * The MemberCenter screen group (§2), loaded on demand: `/member/<page>` shows that page in the
 * member centre frame; `/member` goes to the first page the member may use, `/member?page=<page>`
 * (the original's form) to that page's own address. A page the merchant turned off, or no page of
 * the spec, is not found. Trial accounts are kept out (§6 'in_need_true_account').
 */
export default function MemberCenter() {
  const { t } = useTranslation('member');
  const { t: tErrors } = useTranslation('errors');
  const { t: tCommon } = useTranslation();
  const { page } = useParams();
  const [search] = useSearchParams();
  const { member, role } = useSession();
  const permission = usePermissionQuery();

  if (role === 'trial') {
    return (
      <section className="shell-page" aria-labelledby="member-title">
        <h1 id="member-title">{t('title')}</h1>
        <EmptyState message={tErrors('in_need_true_account')} />
      </section>
    );
  }
  if (!permission.data || (!member && role !== 'visitor'))
    return <Spinner label={tCommon('state.loading')} />;

  const visible = visibleMemberPages({
    whitelabel: permission.data.info.whitelabel,
    isAgent: member?.isAgent ?? 0,
  });
  if (page === undefined) {
    const asked = search.get('page');
    const target = asked !== null && isMemberPage(asked) ? asked : (visible[0] ?? 'securityCenter');
    return <Navigate replace to={paths.member.href(target)} />;
  }
  if (!isMemberPage(page) || !visible.includes(page)) return <NotFoundPage />;

  const Screen = screens[page];
  return (
    <MemberCentreFrame
      title={t(MEMBER_PAGE_RULES[page].titleKey)}
      links={visible.map((name) => ({
        page: name,
        href: paths.member.href(name),
        title: t(MEMBER_PAGE_RULES[name].titleKey),
        current: name === page,
      }))}
    >
      <Suspense fallback={<Spinner label={tCommon('state.loading')} />}>
        <Screen />
      </Suspense>
    </MemberCentreFrame>
  );
}
