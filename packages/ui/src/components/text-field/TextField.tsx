import type { ComponentPropsWithRef } from 'react';
import { FieldFeedback, fieldClass, useFieldIds } from '../../internal/field/field';

export interface TextFieldProps extends Omit<ComponentPropsWithRef<'input'>, 'children'> {
  /** The visible label, already translated. */
  label: string;
  /** A line under the field that helps fill it in. */
  hint?: string;
  /** The validation message for the current value, already translated; marks the field invalid. */
  error?: string;
}

/**
 * A labelled text input. The error is only shown, never acted on: the value stays what the user
 * typed, and `aria-invalid` / `aria-describedby` tell screen readers what is wrong.
 */
export function TextField({
  label,
  hint,
  error,
  className,
  id,
  type = 'text',
  'aria-describedby': extraDescribedBy,
  ...rest
}: TextFieldProps) {
  const ids = useFieldIds(hint, error, extraDescribedBy, id);
  return (
    <div className={fieldClass(error, className)}>
      <label htmlFor={ids.inputId} id={ids.labelId} className="ui-field__label">
        {label}
      </label>
      <div className="ui-field__control">
        <input
          {...rest}
          id={ids.inputId}
          type={type}
          className="ui-field__input"
          aria-invalid={error ? true : undefined}
          aria-describedby={ids.describedBy}
        />
      </div>
      <FieldFeedback hint={hint} hintId={ids.hintId} error={error} errorId={ids.errorId} />
    </div>
  );
}
