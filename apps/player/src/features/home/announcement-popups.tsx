import type { Announcement } from '@gaming/api/wire';
import { POPUP_EXECUTION, popupSeenKey, popupsToShow } from '@gaming/domain/announcements';
import { safeServerUrl } from '@gaming/domain/urls';
import { Button } from '@gaming/ui/button';
import { Dialog } from '@gaming/ui/dialog';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../app/store';
import { useAskedModalOpen } from '../../lib/asked-modal';
import { holdPopups } from '../../lib/held-popups';
import { SafeHtml } from '@gaming/kernel/safe-html';
import { isBriefPopup, planPopups } from './popup-plan';

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
 * §4 Announcement popups: of the viewer's popups (B visitor, A member, F then A on the first login)
 * the first shows, until closed, then none again in this session. The others are not queued behind
 * it: they wait in the notice list, whose button counts them (`held-popups`). A short text-only
 * popup is a note at the screen's edge that leaves the page usable; a longer one is a dialog.
 */
export function AnnouncementPopups({ popups, loggedIn }: AnnouncementPopupsProps) {
  const { t } = useTranslation('games');
  const firstTimeLogin = useAppSelector((state) => state.auth.firstLogin);
  const apiBase = useAppSelector((state) => state.apiContext.apiBase);
  const [seen, setSeen] = useState(() => storedKeys(SEEN_KEYS));
  const waiting = useAskedModalOpen();
  const titleId = useId();
  const decision = popupsToShow(popups, { loggedIn, firstTimeLogin }, seen);
  const { now, held } = planPopups(decision.show);
  const popup = waiting ? null : now;
  const heldIds = held.map((entry) => entry.id).join(',');

  // The others are held once the first is on screen: their count shows on the notices button.
  useEffect(() => {
    if (popup !== null && heldIds !== '') holdPopups(heldIds.split(',').map(Number));
  }, [popup, heldIds]);

  const close = () => {
    remember(decision.markSeen);
    setSeen((before) => new Set([...before, ...decision.markSeen]));
  };
  const more =
    held.length > 0 ? (
      <p className="home-popup__more">{t('home.popup_more', { count: held.length })}</p>
    ) : null;

  if (popup !== null && isBriefPopup(popup)) {
    // Not modal: a region in a live region, so it is read out and the page stays usable.
    return (
      <div role="status" aria-live="polite" className="home-popup-note-region">
        <section className="home-popup-note" aria-labelledby={titleId}>
          <h2 id={titleId} className="home-popup-note__title">
            {popup.title}
          </h2>
          <SafeHtml key={popup.id} className="home-popup__content" html={popup.content} />
          {more}
          <Button size="sm" className="home-popup-note__close" onClick={close}>
            {t('home.popup_close')}
          </Button>
        </section>
      </div>
    );
  }
  if (popup === null) return null;
  const image = popup.imageUrl ? safeServerUrl(popup.imageUrl, apiBase) : null;
  return (
    <Dialog
      open
      onClose={close}
      title={popup.title}
      size="md"
      className="home-popup"
      footer={
        <div className="home-popup__footer">
          {more}
          <Button onClick={close}>{t('home.popup_close')}</Button>
        </div>
      }
    >
      {image ? <img className="home-popup__image" src={image} alt="" decoding="async" /> : null}
      <SafeHtml key={popup.id} className="home-popup__content" html={popup.content} />
    </Dialog>
  );
}
