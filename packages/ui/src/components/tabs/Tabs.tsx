import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import type { KeyboardEvent, ReactNode, RefObject } from 'react';
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

/** Whether a sideways-scrolling box hides content before its start and after its end. */
function useHiddenEnds(box: RefObject<HTMLElement | null>): { start: boolean; end: boolean } {
  const [ends, setEnds] = useState({ start: false, end: false });
  useEffect(() => {
    const element = box.current;
    if (!element) return undefined;
    const measure = () => {
      // Right-to-left lists scroll to negative offsets: the distance from the start is absolute.
      const fromStart = Math.abs(element.scrollLeft);
      const start = fromStart > 1;
      const end = fromStart + element.clientWidth < element.scrollWidth - 1;
      setEnds((was) => (was.start === start && was.end === end ? was : { start, end }));
    };
    measure();
    element.addEventListener('scroll', measure, { passive: true });
    const observer = 'ResizeObserver' in window ? new ResizeObserver(measure) : null;
    observer?.observe(element);
    return () => {
      element.removeEventListener('scroll', measure);
      observer?.disconnect();
    };
  }, [box]);
  return ends;
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
  const list = useRef<HTMLDivElement>(null);
  const hidden = useHiddenEnds(list);
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
      {/* More tabs than a phone's width scroll sideways; a faded edge with an arrow says so on the
          side that hides some (decoration only: the arrow keys and Tab reach every tab). */}
      <div className="ui-tabs__bar">
        <div
          ref={list}
          role="tablist"
          aria-label={label}
          className="ui-tabs__list"
          onKeyDown={onKeyDown}
        >
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
        {hidden.start ? (
          <span className="ui-tabs__cue ui-tabs__cue--start" data-scroll-cue aria-hidden="true">
            <ChevronLeft size={18} />
          </span>
        ) : null}
        {hidden.end ? (
          <span className="ui-tabs__cue ui-tabs__cue--end" data-scroll-cue aria-hidden="true">
            <ChevronRight size={18} />
          </span>
        ) : null}
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
