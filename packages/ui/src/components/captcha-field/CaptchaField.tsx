import { useTranslation } from '@gaming/i18n';
import { RefreshCw } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { ComponentPropsWithRef } from 'react';
import { FieldFeedback, fieldClass, useFieldIds } from '../../internal/field/field';
import './CaptchaField.css';

/** §9: the captcha can be refreshed once a second. */
export const CAPTCHA_REFRESH_GAP_MS = 1000;

export interface CaptchaFieldProps extends Omit<
  ComponentPropsWithRef<'input'>,
  'children' | 'type'
> {
  /** Defaults to "Captcha". */
  label?: string;
  hint?: string;
  /**
   * What to type ("Enter the characters in the picture"). Shown as the hint under the field (when
   * there is no `hint`), never inside the box: beside the picture and its button the box is a
   * third of a phone's width, too narrow for such a sentence in any language.
   */
  placeholder?: string;
  error?: string;
  /** The image as a `data:image/…` URL (the base64 PNG or SVG of `/wps/captcha`); null while loading. */
  imageSrc: string | null;
  /** Asks for a new image. */
  onRefresh: () => void;
  /** How long the refresh button rests after each refresh. */
  refreshGapMs?: number;
}

/** Only inline images are shown: a captcha never makes the page fetch from an address. */
function isInlineImage(src: string | null): src is string {
  return src !== null && /^data:image\/(png|jpeg|gif|webp|svg\+xml)[;,]/i.test(src);
}

/**
 * The captcha answer with its image and a refresh button. After a refresh the button stays
 * focusable but refuses clicks for `refreshGapMs` (aria-disabled), so a keyboard keeps its place.
 */
export function CaptchaField({
  label,
  hint,
  placeholder,
  error,
  imageSrc,
  onRefresh,
  refreshGapMs = CAPTCHA_REFRESH_GAP_MS,
  className,
  id,
  'aria-describedby': extraDescribedBy,
  ...rest
}: CaptchaFieldProps) {
  const { t } = useTranslation('ui');
  const instruction = hint ?? placeholder;
  const ids = useFieldIds(instruction, error, extraDescribedBy, id);
  const [resting, setResting] = useState(false);

  useEffect(() => {
    if (!resting) return undefined;
    const timer = setTimeout(() => setResting(false), refreshGapMs);
    return () => clearTimeout(timer);
  }, [resting, refreshGapMs]);

  const refresh = () => {
    if (resting) return;
    setResting(true);
    onRefresh();
  };

  return (
    <div className={fieldClass(error, `ui-captcha ${className ?? ''}`.trim())}>
      <label htmlFor={ids.inputId} id={ids.labelId} className="ui-field__label">
        {label ?? t('captcha.label')}
      </label>
      <div className="ui-captcha__row">
        <div className="ui-field__control ui-captcha__control">
          <input
            autoComplete="off"
            autoCapitalize="none"
            autoCorrect="off"
            spellCheck={false}
            {...rest}
            id={ids.inputId}
            type="text"
            className="ui-field__input"
            aria-invalid={error ? true : undefined}
            aria-describedby={ids.describedBy}
          />
        </div>
        <div className="ui-captcha__image">
          {isInlineImage(imageSrc) ? (
            <img src={imageSrc} alt={t('captcha.image')} width={112} height={44} />
          ) : (
            <span
              role="status"
              aria-label={t('captcha.loading')}
              className="ui-captcha__placeholder"
            />
          )}
        </div>
        <button
          type="button"
          className="ui-field__addon ui-captcha__refresh"
          aria-label={t('captcha.refresh')}
          aria-disabled={resting}
          onClick={refresh}
        >
          <RefreshCw size={20} aria-hidden="true" />
        </button>
      </div>
      <FieldFeedback hint={instruction} hintId={ids.hintId} error={error} errorId={ids.errorId} />
    </div>
  );
}
