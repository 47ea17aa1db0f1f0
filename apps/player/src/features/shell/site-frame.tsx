import { useMemberInfoQuery } from '@gaming/api/member';
import { formatMoney } from '@gaming/i18n/format';
import { Button } from '@gaming/ui/button';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAppSelector } from '../../app/store';
import { paths } from '../../config/paths';
import { LanguageSwitch } from './language-select';
import './shell.css';

export interface SiteFrameProps {
  /** The page, rendered inside the `<main>` landmark. */
  children: ReactNode;
}

/** The player site's frame: header, the page in `<main>`, footer (§2 Header, Footer). */
export function SiteFrame({ children }: SiteFrameProps) {
  const { t } = useTranslation();
  return (
    <div className="shell">
      <a className="ui-skip-link" href="#main">
        {t('actions.skip_to_content')}
      </a>
      <SiteHeader />
      <main id="main" className="shell-main" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}

function SiteHeader() {
  const { t } = useTranslation();
  const token = useAppSelector((state) => state.apiContext.token);
  const language = useAppSelector((state) => state.apiContext.language);
  // A token found at start (URL or session) loads the member (§4 Session).
  const { data: member, isFetching } = useMemberInfoQuery(undefined, { skip: !token });
  const brand = t('brand');

  let account: ReactNode;
  if (token && member) {
    account = (
      <div className="shell-member">
        <span className="shell-member__name">{member.nickname || member.account}</span>
        <span className="shell-member__balance">
          <span className="visually-hidden">{t('header.balance')} </span>
          <span className="money">
            {formatMoney(member.balance, language, member.currencySymbol)}
          </span>
        </span>
      </div>
    );
  } else if (token && isFetching) {
    account = <span className="shell-member shell-member--loading" aria-hidden="true" />;
  } else {
    account = (
      <div className="shell-actions">
        {/* The login and registration modals come with their own issue. */}
        <Button variant="secondary" size="sm">
          {t('actions.login')}
        </Button>
        <Button size="sm">{t('actions.register')}</Button>
      </div>
    );
  }

  return (
    <header className="shell-header">
      <Link className="shell-brand" to={paths.home.href()} aria-label={t('header.home', { brand })}>
        {brand}
      </Link>
      {account}
    </header>
  );
}

function SiteFooter() {
  const { t } = useTranslation();
  return (
    <footer className="shell-footer">
      {/* On phones the language select lives here until the side menu comes (VISUAL.md: no room in the header). */}
      <LanguageSwitch />
      <p className="shell-footer__copyright">{t('footer.copyright', { brand: t('brand') })}</p>
    </footer>
  );
}
