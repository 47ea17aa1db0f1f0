import { QR_CODE_SIZE as SPEC_QR_CODE_SIZE } from '@gaming/domain/constants';
import { useTranslation } from '@gaming/i18n';
import { QRCodeSVG } from 'qrcode.react';
import { useId } from 'react';
import './QrCode.css';

/** §9 "QR size 107". */
export const QR_CODE_SIZE = SPEC_QR_CODE_SIZE;

export interface QrCodeProps {
  /** What the code encodes (an app download link, a referral link…). */
  value: string;
  /** The image's accessible name, e.g. "Android app download"; "QR code" by default. */
  label?: string;
  /** Text shown under the code. */
  caption?: string;
  /** Pixel size of the code, quiet zone included. */
  size?: number;
  className?: string;
}

/**
 * A QR code drawn as inline SVG (qrcode.react): dark on a white card with a quiet zone, so phones
 * scan it in either theme. It is an image named by its label.
 */
export function QrCode({ value, label, caption, size = QR_CODE_SIZE, className }: QrCodeProps) {
  const { t } = useTranslation('tiles');
  const captionId = useId();
  return (
    <figure className={className ? `ui-qr-code ${className}` : 'ui-qr-code'}>
      <span className="ui-qr-code__card">
        <QRCodeSVG
          value={value}
          size={size}
          level="M"
          marginSize={2}
          bgColor="#ffffff"
          fgColor="#0f1220"
          role="img"
          aria-label={label ?? t('qr.label')}
          aria-describedby={caption ? captionId : undefined}
        />
      </span>
      {caption ? (
        <figcaption id={captionId} className="ui-qr-code__caption">
          {caption}
        </figcaption>
      ) : null}
    </figure>
  );
}
