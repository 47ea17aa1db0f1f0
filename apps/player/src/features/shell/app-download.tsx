import { QR_CODE_SIZE } from '@gaming/domain/constants';
import { QrCode } from '@gaming/ui/qr-code';
import { useTranslation } from 'react-i18next';
import type { SiteLink } from './site-resources';

/** The app download QR codes (iOS, Android); loaded on demand so the QR library stays out of `/`. */
export default function AppDownload({ apps }: { apps: SiteLink<'IOS' | 'ANDROID'>[] }) {
  const { t } = useTranslation();
  return (
    <ul className="shell-app-download">
      {apps.map((app) => {
        const platform = t(app.kind === 'IOS' ? 'side_menu.ios' : 'side_menu.android');
        return (
          <li key={app.kind}>
            <QrCode
              value={app.url}
              size={QR_CODE_SIZE}
              label={t('side_menu.scan_to_download', { platform })}
              caption={platform}
            />
          </li>
        );
      })}
    </ul>
  );
}
