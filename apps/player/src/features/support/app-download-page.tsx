/**
 * App download (§2 "app download and install guides"; original `/download`): a QR code and a
 * download link per app from the site's resources (IOS, ANDROID), with an install guide for each.
 * `?os=ios|android` opens that guide first (the QR codes of the seed point here).
 */
import { usePermissionQuery } from '@gaming/api/system';
import { QR_CODE_SIZE } from '@gaming/domain/constants';
import { safeServerUrl } from '@gaming/domain/urls';
import { useTranslation } from '@gaming/i18n';
import { EmptyState } from '@gaming/ui/empty-state';
import { LoadFailed } from '@gaming/kernel/load-failed';
import { QrCode } from '@gaming/ui/qr-code';
import { SkeletonList } from '@gaming/ui/skeleton';
import { useSearchParams } from 'react-router';
import { useAppSelector } from '../../app/store';
import './support.css';

type Os = 'IOS' | 'ANDROID';
const STEPS = ['1', '2', '3', '4'] as const;
const PLATFORM_NAME: Record<Os, string> = { IOS: 'iOS', ANDROID: 'Android' };

export default function AppDownloadPage() {
  const { t } = useTranslation(['support', 'common', 'errors']);
  const apiBase = useAppSelector((state) => state.apiContext.apiBase);
  const { data, error, isLoading, isFetching, refetch } = usePermissionQuery();
  const [params] = useSearchParams();
  const wanted = params.get('os')?.toUpperCase();

  const apps = (data?.info.resources ?? []).flatMap((resource) => {
    if (resource.resourceType !== 'IOS' && resource.resourceType !== 'ANDROID') return [];
    const safe = safeServerUrl(resource.qrCodeUrl ?? resource.url, apiBase);
    if (!safe) return [];
    // A QR code needs a whole address: a site path is read on this site.
    const url = new URL(safe, window.location.href).href;
    return [{ os: resource.resourceType, url }];
  });

  let body;
  if (error) body = <LoadFailed query={{ error: error, isFetching, refetch }} />;
  else if (isLoading || !data) body = <SkeletonList rows={2} label={t('common:state.loading')} />;
  else if (apps.length === 0) body = <EmptyState message={t('support:download.empty')} />;
  else
    body = (
      <ul className="support-apps">
        {apps.map(({ os, url }) => {
          const platform = PLATFORM_NAME[os];
          return (
            <li key={os} className="support-apps__card">
              <h2>{platform}</h2>
              <QrCode
                value={url}
                size={QR_CODE_SIZE}
                label={t('support:download.scan', { platform })}
                caption={platform}
              />
              <a
                className="ui-button ui-button--primary ui-button--md"
                href={url}
                rel="noopener noreferrer"
              >
                {t('support:download.download_for', { platform })}
              </a>
              <details className="support-apps__guide" open={wanted === os || wanted === undefined}>
                <summary>{t('support:download.guide', { platform })}</summary>
                <ol>
                  {STEPS.map((step) => (
                    <li key={step}>
                      {os === 'IOS'
                        ? t(`support:download.ios_steps.${step}`)
                        : t(`support:download.android_steps.${step}`)}
                    </li>
                  ))}
                </ol>
              </details>
            </li>
          );
        })}
      </ul>
    );

  return (
    <section className="support-page" aria-labelledby="download-title">
      <h1 id="download-title">{t('support:download.title')}</h1>
      <p className="support-page__intro">{t('support:download.intro')}</p>
      {body}
    </section>
  );
}
