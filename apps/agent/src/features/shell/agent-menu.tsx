import { useSiteGate } from '@gaming/api/system';
import { AGENT_ACCOUNT_PAGES } from '@gaming/domain/roles';
import { useTranslation } from '@gaming/i18n';
import { NavLink } from 'react-router';
import { agentPages } from '../../app/agent-pages';
import { useAppSelector } from '../../app/store';
import type { PlayerSitePage } from '../../config/paths';
import { paths, playerSiteUrl } from '../../config/paths';
import { usePlayerOrigin } from '../../lib/player-origin';
import { useAgentMenu } from './use-agent-menu';

const PLAYER_SITE_ENTRIES = [
  ['deposit', 'menu_short.deposit'],
  ['withdraw', 'menu_short.withdraw'],
  ['messages', 'menu_short.platform_messages'],
] as const satisfies readonly (readonly [PlayerSitePage, `menu_short.${string}`])[];

export interface AgentMenuProps {
  id: string;
  /** A link was followed (the drawer closes). */
  onNavigate?: () => void;
}

/**
 * §2 the agent centre menu: the pages the merchant's settings allow (§6), the current one marked
 * (aria-current), then the agent's own account pages (the payment password), then deposit, withdraw
 * and platform messages on the player site signed in (`?token=`), and customer service.
 */
export function AgentMenu({ id, onNavigate }: AgentMenuProps) {
  const { t } = useTranslation('agent');
  const pages = useAgentMenu();
  const token = useAppSelector((state) => state.apiContext.token);
  const playerOrigin = usePlayerOrigin();
  const gate = useSiteGate();
  const customerService = gate.kind === 'ready' ? gate.customerServiceUrl : null;

  return (
    <nav id={id} className="agent-menu" aria-label={t('menu.label')}>
      <ul className="agent-menu__list">
        {pages.map((page) => (
          <PageLink key={page} page={page} onNavigate={onNavigate} />
        ))}
      </ul>
      <ul className="agent-menu__list agent-menu__list--group" aria-label={t('frame.my_account')}>
        {AGENT_ACCOUNT_PAGES.map((page) => (
          <PageLink key={page} page={page} onNavigate={onNavigate} />
        ))}
      </ul>
      <ul className="agent-menu__list agent-menu__list--group" aria-label={t('frame.player_site')}>
        {token
          ? PLAYER_SITE_ENTRIES.map(([page, labelKey]) => (
              <li key={page}>
                <a
                  className="agent-menu__link"
                  href={playerSiteUrl(playerOrigin, page, token)}
                  target="_blank"
                  rel="noopener noreferrer"
                  onClick={onNavigate}
                >
                  {t(labelKey)}
                  <span className="visually-hidden"> {t('frame.opens_player_site')}</span>
                </a>
              </li>
            ))
          : null}
        {customerService ? (
          <li>
            <a
              className="agent-menu__link"
              href={customerService}
              target="_blank"
              rel="noopener noreferrer"
              onClick={onNavigate}
            >
              {t('menu_short.customer_service')}
            </a>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}

/** A centre page in the menu: its title, marked as the current page where it is. */
function PageLink({
  page,
  onNavigate,
}: {
  page: keyof typeof agentPages;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation('agent');
  return (
    <li>
      <NavLink
        className="agent-menu__link"
        to={paths.agentHome.href(page)}
        end
        onClick={onNavigate}
      >
        {t(agentPages[page].titleKey)}
      </NavLink>
    </li>
  );
}
