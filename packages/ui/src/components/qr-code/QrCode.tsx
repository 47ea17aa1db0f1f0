import { QR_CODE_SIZE as SPEC_QR_CODE_SIZE } from '@gaming/domain/constants';
import { useTranslation } from '@gaming/i18n';
import type { QRCodeSVG } from 'qrcode.react';
import { useEffect, useId, useState } from 'react';
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

type QrSvg = typeof QRCodeSVG;

/** The drawing library once it has loaded: later codes draw on their first render. */
let loadedSvg: QrSvg | undefined;
let loading: Promise<QrSvg> | undefined;

/**
 * qrcode.react, fetched when a page first shows a code (a crypto deposit's address, the referral
 * link), not with the UI kit every page loads. A failed fetch is forgotten, so the next try fetches
 * again.
 */
function loadQrSvg(): Promise<QrSvg> {
  loading ??= import('qrcode.react').then(
    (library) => (loadedSvg = library.QRCodeSVG),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/**
 * A QR code drawn as inline SVG (qrcode.react): dark on a white card with a quiet zone, so phones
 * scan it in either theme. It is an image named by its label. Until its library has loaded the card
 * holds the code's place (nothing moves when it appears); when the library cannot be fetched the card
 * offers to try again.
 */
export function QrCode({ value, label, caption, size = QR_CODE_SIZE, className }: QrCodeProps) {
  const { t } = useTranslation('tiles');
  const captionId = useId();
  const [Svg, setSvg] = useState<QrSvg | undefined>(() => loadedSvg);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (Svg) return;
    let current = true;
    loadQrSvg().then(
      (svg) => {
        if (current) setSvg(() => svg);
      },
      () => {
        if (current) setFailed(true);
      },
    );
    return () => {
      current = false;
    };
  }, [Svg, attempt]);

  const retry = () => {
    setFailed(false);
    setAttempt((count) => count + 1);
  };

  return (
    <figure className={className ? `ui-qr-code ${className}` : 'ui-qr-code'}>
      <span className="ui-qr-code__card">
        {Svg ? (
          <Svg
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
        ) : (
          <span className="ui-qr-code__pending" style={{ width: size, height: size }}>
            {failed ? (
              <button type="button" className="ui-qr-code__retry" onClick={retry}>
                {t('qr.retry')}
              </button>
            ) : null}
          </span>
        )}
      </span>
      {caption ? (
        <figcaption id={captionId} className="ui-qr-code__caption">
          {caption}
        </figcaption>
      ) : null}
    </figure>
  );
}
