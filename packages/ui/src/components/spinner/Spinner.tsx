import './Spinner.css';

export interface SpinnerProps {
  /** What is loading, for screen readers ("Loading the site"). */
  label: string;
  /** Fill the viewport and centre, for a whole-page wait. */
  fullPage?: boolean;
}

/** A loading indicator announced politely as a status. */
export function Spinner({ label, fullPage = false }: SpinnerProps) {
  return (
    <div
      role="status"
      aria-label={label}
      className={fullPage ? 'ui-spinner ui-spinner--page' : 'ui-spinner'}
    >
      <span className="ui-spinner__ring" aria-hidden="true" />
    </div>
  );
}
