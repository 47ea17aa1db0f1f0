import { useTranslation } from '@gaming/i18n';
import { useMoneyFormats } from '@gaming/kernel/formats';

/** Members named when the extra centavos go to a few; past that the rest are counted. */
const NAMED = 3;

export interface SplitSummaryProps {
  id: string;
  totalCents: number;
  /** The shares in centavos, in the order the members were chosen (splitEqually's answer). */
  shares: readonly number[];
  /** The chosen members' usernames, in the order they were chosen. */
  chosen: readonly string[];
}

/**
 * How the total is shared, before it is sent: each member's share, and when the centavos do not
 * split equally, who gets the extra one (the platform gives them, one each, to the first chosen).
 */
export function SplitSummary({ id, totalCents, shares, chosen }: SplitSummaryProps) {
  const { t } = useTranslation('agent');
  const format = useMoneyFormats();
  const money = (cents: number) => format.money(cents / 100);
  const count = shares.length;
  const higher = shares[0] ?? 0;
  const lower = shares.at(-1) ?? 0;
  const total = money(totalCents);
  let text: string;
  if (higher === lower) {
    text = t('red_envelope.split_equal', { count, total, share: money(lower) });
  } else {
    const extra = shares.filter((share) => share === higher).length;
    const named = chosen.slice(0, Math.min(extra, NAMED)).join(', ');
    const names =
      extra > NAMED ? `${named} ${t('red_envelope.split_more', { rest: extra - NAMED })}` : named;
    text = [
      t('red_envelope.split_uneven', {
        count,
        total,
        lower: t('red_envelope.split_gets', { count: count - extra, amount: money(lower) }),
        higher: t('red_envelope.split_gets', { count: extra, amount: money(higher) }),
      }),
      t('red_envelope.split_extra', { count: extra, names }),
    ].join(' ');
  }
  return (
    <p id={id} className="red-envelope__split">
      {text}
    </p>
  );
}
