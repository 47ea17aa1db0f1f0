import type { Announcement } from '@gaming/api/wire';
import { POPUP_EXECUTION, popupSeenKey, popupsToShow } from '@gaming/domain/announcements';
import { safeServerUrl } from '@gaming/domain/urls';
import { Button } from '@gaming/ui/button';
import { Dialog } from '@gaming/ui/dialog';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../app/store';
import { useAskedModalOpen } from '../../lib/asked-modal';
import { SafeHtml } from '@gaming/kernel/safe-html';

/** The keys of session storage that are set, among those the popups use. */
function storedKeys(keys: readonly string[]): Set<string> {
  const seen = new Set<string>();
  try {
    for (const key of keys) if (sessionStorage.getItem(key) !== null) seen.add(key);
  } catch {
    // Storage can be unavailable (private modes); the popups then show once per page load.
  }
  return seen;
}

function remember(keys: readonly string[]) {
  try {
    for (const key of keys) sessionStorage.setItem(key, '1');
  } catch {
    // See storedKeys.
  }
}

const SEEN_KEYS = Object.values(POPUP_EXECUTION).map(popupSeenKey);

export interface AnnouncementPopupsProps {
  /** Every popup announcement, as the announcement call sends them. */
  popups: readonly Announcement[];
  loggedIn: boolean;
}

/**
 * §4 Announcement popups: the viewer's popups (B visitor, A member, F then A on the first login)
 * one after another in a dialog, until closed; then not again in this session.
 */
export function AnnouncementPopups({ popups, loggedIn }: AnnouncementPopupsProps) {
  const { t } = useTranslation('games');
  const firstTimeLogin = useAppSelector((state) => state.auth.firstLogin);
  const apiBase = useAppSelector((state) => state.apiContext.apiBase);
  const [seen, setSeen] = useState(() => storedKeys(SEEN_KEYS));
  const [index, setIndex] = useState(0);
  const waiting = useAskedModalOpen();
  const decision = popupsToShow(popups, { loggedIn, firstTimeLogin }, seen);
  const count = decision.show.length;
  if (count === 0 || waiting) return null;
  const position = Math.min(index, count - 1);
  const popup = decision.show[position];
  if (!popup) return null;

  const close = () => {
    remember(decision.markSeen);
    setSeen((before) => new Set([...before, ...decision.markSeen]));
    setIndex(0);
  };
  const image = popup.imageUrl ? safeServerUrl(popup.imageUrl, apiBase) : null;
  const last = position === count - 1;

  return (
    <Dialog
      open
      onClose={close}
      title={popup.title}
      size="md"
      className="home-popup"
      footer={
        <div className="home-popup__footer">
          {count > 1 ? (
            <span className="home-popup__position" aria-live="polite">
              {t('home.popup_position', { position: position + 1, total: count })}
            </span>
          ) : null}
          {position > 0 ? (
            <Button variant="secondary" onClick={() => setIndex(position - 1)}>
              {t('home.popup_previous')}
            </Button>
          ) : null}
          {last ? (
            <Button onClick={close}>{t('home.popup_close')}</Button>
          ) : (
            <Button onClick={() => setIndex(position + 1)}>{t('home.popup_next')}</Button>
          )}
        </div>
      }
    >
      {image ? <img className="home-popup__image" src={image} alt="" decoding="async" /> : null}
      <SafeHtml key={popup.id} className="home-popup__content" html={popup.content} />
    </Dialog>
  );
}
