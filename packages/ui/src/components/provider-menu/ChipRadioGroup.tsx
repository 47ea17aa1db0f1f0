import { useRef } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import './ChipRadioGroup.css';

export interface Chip {
  /** Unique within the group. */
  id: string;
  label: string;
  icon?: ReactNode;
}

export interface ChipRadioGroupProps {
  chips: readonly Chip[];
  selectedId: string;
  onSelect: (id: string) => void;
  /** The group's accessible name. */
  label: string;
  className?: string;
}

const NEXT_KEYS = new Set(['ArrowRight', 'ArrowDown']);
const PREVIOUS_KEYS = new Set(['ArrowLeft', 'ArrowUp']);

/**
 * A single choice among chips, as an ARIA radio group: one tab stop (the checked chip), arrow keys,
 * Home and End move and choose. A row that scrolls sideways on phones and wraps on desktop.
 */
export function ChipRadioGroup({
  chips,
  selectedId,
  onSelect,
  label,
  className,
}: ChipRadioGroupProps) {
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const selectedIndex = Math.max(
    chips.findIndex((chip) => chip.id === selectedId),
    0,
  );

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    let target: number | undefined;
    if (NEXT_KEYS.has(event.key)) target = (index + 1) % chips.length;
    else if (PREVIOUS_KEYS.has(event.key)) target = (index - 1 + chips.length) % chips.length;
    else if (event.key === 'Home') target = 0;
    else if (event.key === 'End') target = chips.length - 1;
    const chip = target === undefined ? undefined : chips[target];
    if (!chip) return;
    event.preventDefault();
    buttons.current.get(chip.id)?.focus();
    onSelect(chip.id);
  };

  return (
    <div
      role="radiogroup"
      aria-label={label}
      className={className ? `ui-chips ${className}` : 'ui-chips'}
    >
      {chips.map((chip, index) => {
        const checked = index === selectedIndex;
        return (
          <button
            key={chip.id}
            ref={(element) => {
              if (element) buttons.current.set(chip.id, element);
              else buttons.current.delete(chip.id);
            }}
            type="button"
            role="radio"
            aria-checked={checked}
            tabIndex={checked ? 0 : -1}
            className="ui-chips__chip"
            onClick={() => onSelect(chip.id)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {chip.icon ? (
              <span className="ui-chips__icon" aria-hidden="true">
                {chip.icon}
              </span>
            ) : null}
            <span className="ui-chips__label">{chip.label}</span>
          </button>
        );
      })}
    </div>
  );
}
