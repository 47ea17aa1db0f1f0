import { useActiveSessionsQuery, useEndOtherSessionsMutation } from '@gaming/api/security';
import { useTranslation } from '@gaming/i18n';
import { useDateFormats } from '@gaming/kernel/formats';
import { Button } from '@gaming/ui/button';
import { useState } from 'react';
import { useDeviceName } from './login-history';

/** Where this account is signed in, and "sign out everywhere else". */
export function ActiveSessions() {
  const { t } = useTranslation('member');
  const dates = useDateFormats();
  const deviceName = useDeviceName();
  const sessions = useActiveSessionsQuery();
  const [endOthers, ending] = useEndOtherSessionsMutation();
  const [ended, setEnded] = useState<number | null>(null);
  const others = (sessions.data ?? []).filter((session) => !session.current).length;
  const signOutOthers = async () => {
    const result = await endOthers();
    if (result.data) {
      setEnded(result.data.ended);
      void sessions.refetch();
    }
  };
  return (
    <section className="security-card" aria-labelledby="security-sessions-title">
      <h2 id="security-sessions-title">{t('security.sessions_title')}</h2>
      <ul className="security-sessions">
        {(sessions.data ?? []).map((session) => (
          <li key={session.id}>
            <strong>{deviceName(session.userAgent)}</strong>
            <span>
              {session.ip} · {dates.dateTime(session.createdAt)}
            </span>
            {session.current ? (
              <span className="security-sessions__this">{t('security.sessions_this')}</span>
            ) : null}
          </li>
        ))}
      </ul>
      {ended !== null ? (
        <p role="status">{t('security.sessions_ended', { count: ended })}</p>
      ) : null}
      <Button
        variant="secondary"
        disabled={others === 0 || ending.isLoading}
        onClick={() => void signOutOthers()}
      >
        {t('security.sessions_end_others')}
      </Button>
    </section>
  );
}
