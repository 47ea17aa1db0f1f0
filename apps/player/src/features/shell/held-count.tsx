import { useTranslation } from 'react-i18next';
import { useHeldPopupUnread } from '../../lib/held-popup-count';

/**
 * The badge of the popups held back after login, on the button that leads to them; `id` describes
 * that button (`aria-describedby`), so a screen reader hears "2 unread" with its name.
 */
export default function HeldCount({ id }: { id: string }) {
  const { t } = useTranslation();
  const unread = useHeldPopupUnread();
  if (unread === 0) return null;
  return (
    <span id={id} className="shell-badge shell-header__notice-badge">
      <span aria-hidden="true">{unread}</span>
      <span className="visually-hidden">{t('avatar_menu.unread', { count: unread })}</span>
    </span>
  );
}
