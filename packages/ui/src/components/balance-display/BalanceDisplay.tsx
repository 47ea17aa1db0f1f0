import { useTranslation } from '@gaming/i18n';
import { formatMoney, hiddenMoney } from '@gaming/i18n/format';
import { Eye, EyeOff, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { IconButton } from '../icon-button';
import './BalanceDisplay.css';

/** What a hidden balance shows: the same stars wherever a balance is hidden. */
export const HIDDEN_BALANCE = hiddenMoney;

export interface BalanceDisplayProps {
  /** The balance; undefined while it is not known yet. */
  amount: number | undefined;
  currencySymbol: string;
  /** Hidden, when the caller holds the choice (e.g. remembered per member). */
  hidden?: boolean;
  defaultHidden?: boolean;
  onHiddenChange?: (hidden: boolean) => void;
  /** A refresh is under way: the icon spins and further presses are ignored. */
  refreshing?: boolean;
  /** Without it there is no refresh button. */
  onRefresh?: () => void;
  /** Show the "Balance" caption (the header on phones leaves it out). */
  showLabel?: boolean;
  className?: string;
}

/** The member's balance in money (symbol, 2 decimals), with show/hide and refresh. */
export function BalanceDisplay({
  amount,
  currencySymbol,
  hidden,
  defaultHidden = false,
  onHiddenChange,
  refreshing = false,
  onRefresh,
  showLabel = true,
  className,
}: BalanceDisplayProps) {
  const { t, i18n } = useTranslation('tiles');
  const [ownHidden, setOwnHidden] = useState(defaultHidden);
  const isHidden = hidden ?? ownHidden;

  const toggle = () => {
    if (hidden === undefined) setOwnHidden(!isHidden);
    onHiddenChange?.(!isHidden);
  };

  let shown;
  if (isHidden) {
    shown = (
      <>
        <span aria-hidden="true">{HIDDEN_BALANCE}</span>
        <span className="visually-hidden">{t('balance.hidden')}</span>
      </>
    );
  } else if (amount === undefined) {
    shown = (
      <>
        <span aria-hidden="true">—</span>
        <span className="visually-hidden">{t('balance.unknown')}</span>
      </>
    );
  } else {
    shown = formatMoney(amount, i18n.language, currencySymbol);
  }

  return (
    <div
      className={className ? `ui-balance ${className}` : 'ui-balance'}
      role="group"
      aria-label={t('balance.label')}
      aria-busy={refreshing || undefined}
    >
      <span className="ui-balance__text">
        {showLabel ? (
          <span className="ui-balance__label" aria-hidden="true">
            {t('balance.label')}
          </span>
        ) : null}
        <span className="ui-balance__amount money">{shown}</span>
      </span>
      <IconButton
        size="sm"
        label={t('balance.hide')}
        aria-pressed={isHidden}
        icon={isHidden ? <EyeOff /> : <Eye />}
        onClick={toggle}
      />
      {onRefresh ? (
        <IconButton
          size="sm"
          className={
            refreshing ? 'ui-balance__refresh ui-balance__refresh--spinning' : 'ui-balance__refresh'
          }
          label={t('balance.refresh')}
          aria-disabled={refreshing || undefined}
          icon={<RefreshCw />}
          onClick={() => {
            if (!refreshing) onRefresh();
          }}
        />
      ) : null}
    </div>
  );
}
