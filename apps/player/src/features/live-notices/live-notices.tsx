/**
 * Live notices for a signed-in member (loaded after sign-in, never in the first paint): keeps the
 * notices socket open, shows each notice as a toast and refreshes what it changed (balance,
 * badges, records). The socket closes when the token goes (logout) or the member is a trial.
 */
import { baseApi } from '@gaming/api/base-api';
import { useMemberInfoQuery } from '@gaming/api/member';
import type { Notice } from '@gaming/api/notices';
import { useLiveNotices } from '@gaming/api/notices';
import type { NoticesSocketConstructor } from '@gaming/api/notices';
import { formatMoney } from '@gaming/i18n/format';
import { Toast } from '@gaming/ui/toast';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../app/store';
import type { NoticeToast } from './notice-effects';
import { TAGS_TO_CATCH_UP, queueToast, staleTagsOf, toastOf } from './notice-effects';

/** A notice toast stays a little longer than a copy confirmation: it tells about money. */
const NOTICE_TOAST_MS = 6000;

export interface LiveNoticesProps {
  token: string;
  /** Tests pass a fake socket. */
  WebSocketImpl?: NoticesSocketConstructor;
}

export default function LiveNotices({ token, WebSocketImpl }: LiveNoticesProps) {
  const { t } = useTranslation('member');
  const dispatch = useAppDispatch();
  const { merchantCode, apiBase, language } = useAppSelector((state) => state.apiContext);
  const { data: member } = useMemberInfoQuery();
  // Toasts wait their turn: a second notice never wipes out the first before it is read.
  const [queue, setQueue] = useState<(NoticeToast & { id: number })[]>([]);
  const lastId = useRef(0);
  const shown = queue[0] ?? null;

  const onNotice = (notice: Notice) => {
    dispatch(baseApi.util.invalidateTags([...staleTagsOf(notice)]));
    const toast = toastOf(
      notice,
      (amount) => formatMoney(amount, language, member?.currencySymbol ?? ''),
      t,
    );
    if (!toast) return;
    lastId.current += 1;
    const id = lastId.current;
    setQueue((waiting) => queueToast(waiting, { ...toast, id }));
  };

  useLiveNotices({
    token,
    merchant: merchantCode,
    apiBase,
    onNotice,
    onCatchUp: () => dispatch(baseApi.util.invalidateTags([...TAGS_TO_CATCH_UP])),
    ...(WebSocketImpl === undefined ? {} : { WebSocketImpl }),
  });

  return (
    <Toast
      key={shown?.id ?? 0}
      className="live-notice"
      open={shown !== null}
      message={shown?.message ?? ''}
      tone={shown?.tone ?? 'info'}
      duration={NOTICE_TOAST_MS}
      onDismiss={() => setQueue((waiting) => waiting.slice(1))}
    />
  );
}
