import type { ComponentPropsWithRef, ReactNode } from 'react';
import { FieldFeedback, fieldClass, useFieldIds } from '../../internal/field/field';
import './Checkbox.css';

export interface CheckboxProps extends Omit<ComponentPropsWithRef<'input'>, 'children' | 'type'> {
  /** The label beside the box; may hold a link ("I agree to the terms"). */
  label: ReactNode;
  hint?: string;
  /** E.g. the spec's 'not empty?' when the terms are left unticked. */
  error?: string;
}

/** A native checkbox with its label beside it: the whole label is the touch target. */
export function Checkbox({
  label,
  hint,
  error,
  className,
  id,
  'aria-describedby': extraDescribedBy,
  ...rest
}: CheckboxProps) {
  const ids = useFieldIds(hint, error, extraDescribedBy, id);
  return (
    <div className={fieldClass(error, `ui-checkbox ${className ?? ''}`.trim())}>
      <div className="ui-checkbox__row">
        <input
          {...rest}
          id={ids.inputId}
          type="checkbox"
          className="ui-checkbox__input"
          aria-invalid={error ? true : undefined}
          aria-describedby={ids.describedBy}
        />
        <label htmlFor={ids.inputId} id={ids.labelId} className="ui-checkbox__label">
          {label}
        </label>
      </div>
      <FieldFeedback hint={hint} hintId={ids.hintId} error={error} errorId={ids.errorId} />
    </div>
  );
}
