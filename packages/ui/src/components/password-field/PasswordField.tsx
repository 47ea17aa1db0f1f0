import { useTranslation } from '@gaming/i18n';
import { Eye, EyeOff } from 'lucide-react';
import { useState } from 'react';
import type { ComponentPropsWithRef } from 'react';
import { FieldFeedback, fieldClass, useFieldIds } from '../../internal/field/field';

export interface PasswordFieldProps extends Omit<
  ComponentPropsWithRef<'input'>,
  'children' | 'type' | 'autoComplete'
> {
  label: string;
  hint?: string;
  error?: string;
  /**
   * Tells password managers what this field is: the saved password at login, a new one at
   * registration and password change.
   */
  autoComplete: 'current-password' | 'new-password' | 'off';
}

/**
 * A password input with a reveal toggle. The toggle is a button whose pressed state screen readers
 * announce; revealing never touches the value.
 */
export function PasswordField({
  label,
  hint,
  error,
  className,
  id,
  autoComplete,
  'aria-describedby': extraDescribedBy,
  ...rest
}: PasswordFieldProps) {
  const { t } = useTranslation('ui');
  const [revealed, setRevealed] = useState(false);
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
          type={revealed ? 'text' : 'password'}
          autoComplete={autoComplete}
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          className="ui-field__input"
          aria-invalid={error ? true : undefined}
          aria-describedby={ids.describedBy}
        />
        <button
          type="button"
          className="ui-field__addon"
          aria-pressed={revealed}
          aria-controls={ids.inputId}
          aria-label={t('password.show')}
          disabled={rest.disabled}
          onClick={() => setRevealed((value) => !value)}
        >
          {revealed ? (
            <EyeOff size={20} aria-hidden="true" />
          ) : (
            <Eye size={20} aria-hidden="true" />
          )}
        </button>
      </div>
      <FieldFeedback hint={hint} hintId={ids.hintId} error={error} errorId={ids.errorId} />
    </div>
  );
}
