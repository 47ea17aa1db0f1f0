/**
 * The reward centre (§2 rewardCenter): sign-in calendar, newbie rewards, rescue
 * by net-loss tier, promo code, tickets and claim history, one tab each (the tab is in the URL,
 * `?tab=tickets`). Only the open tab asks the platform; every claim pays once (Idempotency-Key).
 */
import { useTranslation } from '@gaming/i18n';
import { Tabs } from '@gaming/ui/tabs';
import { useSearchParams } from 'react-router';
import { useMoneyFormats } from '@gaming/kernel/formats';
import {
  HistorySection,
  NewbieSection,
  PromoCodeSection,
  RescueSection,
  SignInSection,
  TicketsSection,
} from './sections';
import './reward-centre.css';

const SECTIONS = {
  sign_in: SignInSection,
  newbie: NewbieSection,
  rescue: RescueSection,
  promo_code: PromoCodeSection,
  tickets: TicketsSection,
  history: HistorySection,
} as const;
type Section = keyof typeof SECTIONS;
const isSection = (value: string | null): value is Section =>
  value !== null && Object.hasOwn(SECTIONS, value);

export default function RewardCentrePage() {
  const { t } = useTranslation('promotions');
  const formats = useMoneyFormats(true);
  const [search, setSearch] = useSearchParams();
  const asked = search.get('tab');
  const selected: Section = isSection(asked) ? asked : 'sign_in';
  const tabs = (Object.keys(SECTIONS) as Section[]).map((id) => {
    const Panel = SECTIONS[id];
    return {
      id,
      label: t(`rewards.${id}.tab`),
      panel: id === selected ? <Panel formats={formats} /> : null,
    };
  });
  return (
    <div className="rewards">
      <Tabs
        label={t('rewards.sections')}
        tabs={tabs}
        value={selected}
        onChange={(id) => setSearch(id === 'sign_in' ? {} : { tab: id }, { replace: true })}
        className="rewards__tabs"
      />
    </div>
  );
}
