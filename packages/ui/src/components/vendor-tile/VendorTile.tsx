import { GameCategory } from '@gaming/domain/games';
import { useTranslation } from '@gaming/i18n';
import { Gamepad2, Play } from 'lucide-react';
import { useState } from 'react';
import './VendorTile.css';

/** The fields of a vendor (§3 Vendor) a tile shows; the domain's `Vendor` fits as it is. */
export interface VendorTileData {
  displayName: string;
  lagerIcon?: string | null;
  gameType?: string | null;
}

export interface VendorTileProps<T extends VendorTileData> {
  vendor: T;
  /** Clicking the tile launches the vendor (or opens its lobby, for RNG). */
  onOpen: (vendor: T) => void;
  className?: string;
}

/**
 * A provider: logo and name, one button. A Play marker is shown except for RNG vendors (§2), whose
 * click opens the slots lobby rather than a game.
 */
export function VendorTile<T extends VendorTileData>({
  vendor,
  onOpen,
  className,
}: VendorTileProps<T>) {
  const { t } = useTranslation('tiles');
  const [failedLogo, setFailedLogo] = useState<string>();
  const logo = vendor.lagerIcon || undefined;
  const showLogo = logo !== undefined && logo !== failedLogo;
  const showPlay = vendor.gameType !== GameCategory.RNG;
  const name = vendor.displayName;

  return (
    <button
      type="button"
      className={className ? `ui-vendor-tile ${className}` : 'ui-vendor-tile'}
      onClick={() => onOpen(vendor)}
    >
      <span className="ui-vendor-tile__logo">
        {showLogo ? (
          <img
            src={logo}
            alt=""
            loading="lazy"
            decoding="async"
            width={240}
            height={120}
            onError={() => setFailedLogo(logo)}
          />
        ) : (
          <Gamepad2 className="ui-vendor-tile__fallback" aria-hidden="true" />
        )}
      </span>
      {/* First in the text, so the name reads "Play Golden Lotus Live"; shown last by CSS order. */}
      {showPlay ? (
        <span className="ui-vendor-tile__play">
          <Play fill="currentColor" aria-hidden="true" />
          {t('vendor.play')}
        </span>
      ) : null}{' '}
      <span className="ui-vendor-tile__name">{name}</span>
    </button>
  );
}
