import { CircleExclamationPoint } from 'lucide-react';
import { useId } from 'react';
import './field.css';

export interface FieldIds {
  inputId: string;
  labelId: string;
  hintId: string | undefined;
  errorId: string | undefined;
  /** The ids for `aria-describedby`: the hint, the error, then any the caller passed. */
  describedBy: string | undefined;
}

/** Ids that tie a control to its label, hint and error, so screen readers read all three. */
export function useFieldIds(
  hint: string | undefined,
  error: string | undefined,
  extraDescribedBy?: string,
  id?: string,
): FieldIds {
  const generated = useId();
  const inputId = id ?? generated;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const describedBy = [hintId, errorId, extraDescribedBy].filter(Boolean).join(' ');
  return {
    inputId,
    labelId: `${inputId}-label`,
    hintId,
    errorId,
    describedBy: describedBy === '' ? undefined : describedBy,
  };
}

export interface FieldFeedbackProps {
  hint: string | undefined;
  hintId: string | undefined;
  error: string | undefined;
  errorId: string | undefined;
}

/** The hint under a control and, when the value is invalid, the error message (passed in as text). */
export function FieldFeedback({ hint, hintId, error, errorId }: FieldFeedbackProps) {
  return (
    <>
      {hint ? (
        <p id={hintId} className="ui-field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="ui-field__error">
          <CircleExclamationPoint size={16} aria-hidden="true" />
          <span>{error}</span>
        </p>
      ) : null}
    </>
  );
}

/** `ui-field` plus its modifiers. */
export function fieldClass(error: string | undefined, className: string | undefined): string {
  return ['ui-field', error ? 'ui-field--invalid' : '', className ?? ''].filter(Boolean).join(' ');
}
