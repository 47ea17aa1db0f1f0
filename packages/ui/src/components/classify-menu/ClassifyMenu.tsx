import { CLASSIFY_ALL } from '@gaming/domain/games';
import { useTranslation } from '@gaming/i18n';
import { ChipRadioGroup } from '../provider-menu/ChipRadioGroup';
import './ClassifyMenu.css';

/** The fields of a classify entry (§3 Category gameClassify) the menu shows. */
export interface ClassifyMenuEntry {
  key: string;
  displayName: string;
}

export interface ClassifyMenuProps {
  /** The category's classify entries; an entry keyed `ALL` is left out (the menu puts All first). */
  entries: readonly ClassifyMenuEntry[];
  /** The chosen key; `CLASSIFY_ALL` for All (as the domain's lobby filter holds it). */
  value: string;
  /** The key chosen; `CLASSIFY_ALL` for All. */
  onChange: (key: string) => void;
  /** The group's accessible name; "Game types" by default. */
  label?: string;
  className?: string;
}

/**
 * §2 Category lobby classify menu: shown only when the category has more than one entry, and then
 * always starting with All.
 */
export function ClassifyMenu({ entries, value, onChange, label, className }: ClassifyMenuProps) {
  const { t } = useTranslation('tiles');
  const own = entries.filter((entry) => entry.key !== CLASSIFY_ALL);
  if (own.length <= 1) return null;
  const chips = [
    { id: CLASSIFY_ALL, label: t('classify.all') },
    ...own.map((entry) => ({ id: entry.key, label: entry.displayName })),
  ];
  return (
    <ChipRadioGroup
      chips={chips}
      selectedId={value}
      onSelect={onChange}
      label={label ?? t('classify.label')}
      className={className ? `ui-classify-menu ${className}` : 'ui-classify-menu'}
    />
  );
}
