import { useId } from 'react';
import type { ReactNode } from 'react';
import { Button } from '../button';
import './StatusPage.css';

export interface StatusDetail {
  label: string;
  value: string;
}

export interface StatusAction {
  label: string;
  onClick: () => void;
  disabled?: boolean;
}

export type StatusTone = 'info' | 'warning' | 'danger';

export interface StatusPageProps {
  /** An icon above the title (decorative). */
  icon?: ReactNode;
  title: string;
  /** A second heading, e.g. the server's own maintenance title. */
  subtitle?: string;
  /** Plain text; line breaks are kept. Never HTML. */
  text?: string;
  /** Label/value lines such as "Your IP" or "Expected back". */
  details?: readonly StatusDetail[];
  /** The one way forward: customer service, retry… */
  action?: StatusAction;
  tone?: StatusTone;
}

/**
 * A whole screen that stands instead of the site: maintenance, region block, a failed start.
 * The title is the page's heading; everything is text, so server content cannot inject markup.
 */
export function StatusPage({
  icon,
  title,
  subtitle,
  text,
  details,
  action,
  tone = 'info',
}: StatusPageProps) {
  const titleId = useId();
  return (
    <section className={`ui-status-page ui-status-page--${tone}`} aria-labelledby={titleId}>
      <div className="ui-status-page__card">
        {icon === undefined ? null : (
          <div className="ui-status-page__icon" aria-hidden="true">
            {icon}
          </div>
        )}
        <h1 id={titleId} className="ui-status-page__title">
          {title}
        </h1>
        {subtitle ? <h2 className="ui-status-page__subtitle">{subtitle}</h2> : null}
        {text ? <p className="ui-status-page__text">{text}</p> : null}
        {details && details.length > 0 ? (
          <dl className="ui-status-page__details">
            {details.map((detail) => (
              <div key={detail.label} className="ui-status-page__detail">
                <dt>{detail.label}</dt>
                <dd>{detail.value}</dd>
              </div>
            ))}
          </dl>
        ) : null}
        {action ? (
          <Button block onClick={action.onClick} disabled={action.disabled}>
            {action.label}
          </Button>
        ) : null}
      </div>
    </section>
  );
}
