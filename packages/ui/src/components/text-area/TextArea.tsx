import type { ComponentPropsWithRef } from 'react';
import { FieldFeedback, fieldClass, useFieldIds } from '../../internal/field/field';
import './TextArea.css';

export interface TextAreaProps extends Omit<ComponentPropsWithRef<'textarea'>, 'children'> {
  /** The visible label, already translated. */
  label: string;
  /** A line under the field that helps fill it in (e.g. "12 of 140 characters"). */
  hint?: string;
  /** The validation message for the current value, already translated; marks the field invalid. */
  error?: string;
}

/**
 * A labelled multi-line text input. Like TextField, the error is only shown: the value stays what
 * the user typed, and `aria-invalid` / `aria-describedby` tell screen readers what is wrong.
 */
export function TextArea({
  label,
  hint,
  error,
  className,
  id,
  rows = 4,
  'aria-describedby': extraDescribedBy,
  ...rest
}: TextAreaProps) {
  const ids = useFieldIds(hint, error, extraDescribedBy, id);
  return (
    <div className={fieldClass(error, `ui-text-area ${className ?? ''}`.trim())}>
      <label htmlFor={ids.inputId} id={ids.labelId} className="ui-field__label">
        {label}
      </label>
      <div className="ui-field__control">
        <textarea
          {...rest}
          id={ids.inputId}
          rows={rows}
          className="ui-field__input ui-text-area__input"
          aria-invalid={error ? true : undefined}
          aria-describedby={ids.describedBy}
        />
      </div>
      <FieldFeedback hint={hint} hintId={ids.hintId} error={error} errorId={ids.errorId} />
    </div>
  );
}
