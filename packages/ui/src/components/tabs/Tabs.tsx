import { useId, useRef, useState } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import './Tabs.css';

export interface TabItem {
  /** Stable id, also what `value` and `onChange` speak. */
  id: string;
  label: string;
  panel: ReactNode;
  disabled?: boolean;
}

export interface TabsProps {
  /** Names the tab list ("Log in with"). */
  label: string;
  tabs: readonly TabItem[];
  /** The selected tab, when the caller keeps it; otherwise the tabs keep it themselves. */
  value?: string;
  /** The first selected tab when uncontrolled; the first enabled tab by default. */
  defaultValue?: string;
  onChange?: (id: string) => void;
  /** Tabs share the width equally (phones, two or three tabs). */
  fitted?: boolean;
  className?: string;
}

/**
 * WAI-ARIA tabs: one tab stop for the list, arrow keys move and select (wrapping, skipping
 * disabled tabs), Home and End jump to the ends. Hidden panels stay mounted, so what was typed in
 * one survives a visit to another.
 */
export function Tabs({
  label,
  tabs,
  value,
  defaultValue,
  onChange,
  fitted = false,
  className,
}: TabsProps) {
  const baseId = useId();
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const enabled = tabs.filter((tab) => !tab.disabled);
  const [own, setOwn] = useState(() => defaultValue ?? enabled[0]?.id);
  const selected = value ?? own;

  const select = (id: string) => {
    if (value === undefined) setOwn(id);
    if (id !== selected) onChange?.(id);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = enabled.findIndex((tab) => tab.id === selected);
    let next: TabItem | undefined;
    if (event.key === 'ArrowRight') next = enabled[(index + 1) % enabled.length];
    else if (event.key === 'ArrowLeft')
      next = enabled[(index - 1 + enabled.length) % enabled.length];
    else if (event.key === 'Home') next = enabled[0];
    else if (event.key === 'End') next = enabled.at(-1);
    if (!next) return;
    event.preventDefault();
    select(next.id);
    buttons.current.get(next.id)?.focus();
  };

  const tabId = (id: string) => `${baseId}-tab-${id}`;
  const panelId = (id: string) => `${baseId}-panel-${id}`;

  return (
    <div
      className={['ui-tabs', fitted ? 'ui-tabs--fitted' : '', className ?? '']
        .filter(Boolean)
        .join(' ')}
    >
      <div role="tablist" aria-label={label} className="ui-tabs__list" onKeyDown={onKeyDown}>
        {tabs.map((tab) => {
          const isSelected = tab.id === selected;
          return (
            <button
              key={tab.id}
              ref={(element) => {
                if (element) buttons.current.set(tab.id, element);
                else buttons.current.delete(tab.id);
              }}
              type="button"
              role="tab"
              id={tabId(tab.id)}
              aria-selected={isSelected}
              aria-controls={panelId(tab.id)}
              tabIndex={isSelected ? 0 : -1}
              disabled={tab.disabled}
              className="ui-tabs__tab"
              onClick={() => select(tab.id)}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={panelId(tab.id)}
          aria-labelledby={tabId(tab.id)}
          hidden={tab.id !== selected}
          tabIndex={0}
          className="ui-tabs__panel"
        >
          {tab.panel}
        </div>
      ))}
    </div>
  );
}
