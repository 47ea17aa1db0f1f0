import { useTranslation } from '@gaming/i18n';
import { formatMoney } from '@gaming/i18n/format';
import { Wrench } from 'lucide-react';
import './WalletCard.css';

export interface WalletCardProps {
  /** The wallet's name, already translated (the main wallet) or the vendor's. */
  name: string;
  amount: number;
  currencySymbol: string;
  /** The wallet is under maintenance: no transfer in or out; a badge says so. */
  maintenance?: boolean;
  /** The main wallet stands out from the game wallets. */
  main?: boolean;
  className?: string;
}

/**
 * One wallet of a multi-wallet member (fund transfer): its name, its balance, and a maintenance
 * badge. A list item, so a list of them reads as "Wallets, 7 items".
 */
export function WalletCard({
  name,
  amount,
  currencySymbol,
  maintenance = false,
  main = false,
  className,
}: WalletCardProps) {
  const { t, i18n } = useTranslation('status');
  const classes = [
    'ui-wallet-card',
    main ? 'ui-wallet-card--main' : '',
    maintenance ? 'ui-wallet-card--maintenance' : '',
    className ?? '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <li className={classes} aria-label={name}>
      <span className="ui-wallet-card__name">{name}</span>
      <span className="ui-wallet-card__amount money">
        {formatMoney(amount, i18n.language, currencySymbol)}
      </span>
      {maintenance ? (
        <span className="ui-wallet-card__badge">
          <Wrench size={12} aria-hidden="true" />
          {t('wallet.maintenance')}
        </span>
      ) : null}
    </li>
  );
}
