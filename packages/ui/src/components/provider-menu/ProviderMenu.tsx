import { useTranslation } from '@gaming/i18n';
import { LayoutGrid } from 'lucide-react';
import { ChipRadioGroup } from './ChipRadioGroup';
import type { Chip } from './ChipRadioGroup';
import './ProviderMenu.css';

/** The fields of a vendor (§3 Vendor) the menu shows. */
export interface ProviderMenuVendor {
  vassalage: string;
  displayName: string;
  lagerIcon?: string | null;
}

export interface ProviderMenuProps<T extends ProviderMenuVendor> {
  vendors: readonly T[];
  /** The chosen vendor's vassalage; null for All. */
  value: string | null;
  /** The vendor chosen, or null for All. */
  onChange: (vendor: T | null) => void;
  /** Offer "All" first (§2 "Vendor filter icons include an All option"). */
  showAll?: boolean;
  /** The group's accessible name; "Providers" by default. */
  label?: string;
  className?: string;
}

/** Chip ids: vassalage codes are never empty, so '' stands for All. */
const ALL = '';

/** The provider filter: one chip per vendor (logo and name), All first. */
export function ProviderMenu<T extends ProviderMenuVendor>({
  vendors,
  value,
  onChange,
  showAll = true,
  label,
  className,
}: ProviderMenuProps<T>) {
  const { t } = useTranslation('tiles');
  const chips: Chip[] = vendors.map((vendor) => ({
    id: vendor.vassalage,
    label: vendor.displayName,
    icon: vendor.lagerIcon ? (
      <img src={vendor.lagerIcon} alt="" loading="lazy" decoding="async" />
    ) : undefined,
  }));
  if (showAll) chips.unshift({ id: ALL, label: t('provider.all'), icon: <LayoutGrid /> });
  return (
    <ChipRadioGroup
      chips={chips}
      selectedId={value ?? ALL}
      onSelect={(id) => onChange(vendors.find((vendor) => vendor.vassalage === id) ?? null)}
      label={label ?? t('provider.label')}
      className={className ? `ui-provider-menu ${className}` : 'ui-provider-menu'}
    />
  );
}
