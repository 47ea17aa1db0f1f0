/**
 * Mirror sites with a speed check (§2 "mirror-site list with speed check"): the
 * platform lists the mirrors (domainRoute), the browser times each, fastest first, the ones that
 * did not answer last as unreachable.
 */
import { useDomainRouteQuery } from '@gaming/api/system';
import type { MirrorTiming } from '@gaming/domain/support';
import { mirrorSpeedOf, sortMirrorTimings } from '@gaming/domain/support';
import { useTranslation } from '@gaming/i18n';
import { Button } from '@gaming/ui/button';
import { EmptyState } from '@gaming/ui/empty-state';
import { LoadFailed } from '@gaming/kernel/load-failed';
import { SkeletonList } from '@gaming/ui/skeleton';
import { useEffect, useState } from 'react';
import { mirrorOriginOf, timeMirror } from './time-mirror';
import './support.css';

const hostOf = (url: string) => {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
};

export default function MirrorPage() {
  const { t } = useTranslation(['support', 'common', 'errors']);
  const { data, error, isLoading, isFetching, refetch } = useDomainRouteQuery();
  const [round, setRound] = useState(0);
  // The timings of one list and one round; a new list or round shows "checking" until measured.
  const [measured, setMeasured] = useState<{
    list: readonly string[];
    round: number;
    timings: MirrorTiming[];
  } | null>(null);
  const mirrors = data?.domainList ?? [];
  const timings =
    measured && measured.list === data?.domainList && measured.round === round
      ? measured.timings
      : null;

  useEffect(() => {
    if (!data) return;
    let live = true;
    const list = data.domainList;
    void Promise.all(list.map((url) => timeMirror(url))).then((found) => {
      if (live) setMeasured({ list, round, timings: sortMirrorTimings(found) });
    });
    return () => {
      live = false;
    };
  }, [data, round]);

  let body;
  if (error) body = <LoadFailed query={{ error: error, isFetching, refetch }} />;
  else if (isLoading || !data) body = <SkeletonList rows={3} label={t('common:state.loading')} />;
  else if (mirrors.length === 0) body = <EmptyState message={t('support:mirrors.empty')} />;
  else {
    const rows = timings ?? mirrors.map((url) => ({ url, ms: undefined }));
    body = (
      <>
        <ul
          className="support-mirrors"
          aria-label={t('support:mirrors.title')}
          aria-busy={timings === null}
        >
          {rows.map((row) => {
            const host = hostOf(row.url);
            const speed = row.ms === undefined ? null : mirrorSpeedOf(row.ms);
            const origin = mirrorOriginOf(row.url);
            return (
              <li key={row.url} className="support-mirrors__row">
                <span className="support-mirrors__site">{host}</span>
                <span className="support-mirrors__time">
                  {row.ms === undefined
                    ? t('support:mirrors.checking')
                    : row.ms === null
                      ? '—'
                      : t('support:mirrors.ms', { ms: row.ms })}
                </span>
                {speed ? (
                  <span className={`support-mirrors__speed support-mirrors__speed--${speed}`}>
                    {t(`support:mirrors.speeds.${speed}`)}
                  </span>
                ) : (
                  <span className="support-mirrors__speed" />
                )}
                {origin && row.ms !== null ? (
                  <a
                    className="support-mirrors__open"
                    href={row.url}
                    rel="noopener noreferrer"
                    aria-label={t('support:mirrors.open_site', { site: host })}
                  >
                    {t('support:mirrors.open')}
                  </a>
                ) : (
                  <span className="support-mirrors__open" />
                )}
              </li>
            );
          })}
        </ul>
        <Button
          type="button"
          variant="secondary"
          disabled={timings === null}
          onClick={() => setRound((value) => value + 1)}
        >
          {t('support:mirrors.retest')}
        </Button>
      </>
    );
  }

  return (
    <section className="support-page" aria-labelledby="mirrors-title">
      <h1 id="mirrors-title">{t('support:mirrors.title')}</h1>
      <p className="support-page__intro">{t('support:mirrors.intro')}</p>
      {body}
    </section>
  );
}
