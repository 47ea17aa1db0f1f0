import { ChevronDown } from 'lucide-react';
import type { ComponentPropsWithRef } from 'react';
import { FieldFeedback, fieldClass, useFieldIds } from '../../internal/field/field';
import './Select.css';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps extends Omit<ComponentPropsWithRef<'select'>, 'children'> {
  label: string;
  options: readonly SelectOption[];
  /** A first, empty choice ("Choose a bank"); it cannot be chosen back once left. */
  placeholder?: string;
  hint?: string;
  error?: string;
}

/** A native select (the phone's own picker), labelled, with hint and error like the other fields. */
export function Select({
  label,
  options,
  placeholder,
  hint,
  error,
  className,
  id,
  'aria-describedby': extraDescribedBy,
  ...rest
}: SelectProps) {
  const ids = useFieldIds(hint, error, extraDescribedBy, id);
  return (
    <div className={fieldClass(error, `ui-select ${className ?? ''}`.trim())}>
      <label htmlFor={ids.inputId} id={ids.labelId} className="ui-field__label">
        {label}
      </label>
      <div className="ui-field__control">
        <select
          {...rest}
          id={ids.inputId}
          className="ui-field__input ui-select__input"
          aria-invalid={error ? true : undefined}
          aria-describedby={ids.describedBy}
        >
          {placeholder === undefined ? null : (
            <option value="" disabled>
              {placeholder}
            </option>
          )}
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </select>
        <ChevronDown className="ui-select__chevron" size={20} aria-hidden="true" />
      </div>
      <FieldFeedback hint={hint} hintId={ids.hintId} error={error} errorId={ids.errorId} />
    </div>
  );
}
