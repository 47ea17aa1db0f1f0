import { toBcp47, useTranslation } from '@gaming/i18n';
import { FileImage, ImageUp, Trash } from 'lucide-react';
import { useRef, useState } from 'react';
import type { ChangeEvent } from 'react';
import { FieldFeedback, fieldClass, useFieldIds } from '../../internal/field/field';
import type { FileRejection } from './file-rules';
import { IMAGE_UPLOAD_RULES, checkFiles, formatBytes } from './file-rules';
import '../button/Button.css';
import './FilePicker.css';

export interface FilePickerProps {
  /** What the files are for ("Proof of payment"). */
  label: string;
  /** The chosen files (the caller keeps them). */
  files: readonly File[];
  onChange: (files: File[]) => void;
  /** MIME types; PNG and JPG by default. */
  accept?: readonly string[];
  /** Largest size of one file; 5 MB by default. */
  maxBytes?: number;
  /** Most files; 3 by default. */
  maxFiles?: number;
  /** Replaces the default hint (types, size, count). */
  hint?: string;
  /** A message from the form (e.g. "required"), already translated. */
  error?: string;
  name?: string;
  disabled?: boolean;
  className?: string;
}

/**
 * Picks images under the upload rules and lists them by name with a remove button each. Files
 * that break a rule are refused with that rule's message, announced at once.
 */
export function FilePicker({
  label,
  files,
  onChange,
  accept = IMAGE_UPLOAD_RULES.accept,
  maxBytes = IMAGE_UPLOAD_RULES.maxBytes,
  maxFiles = IMAGE_UPLOAD_RULES.maxFiles,
  hint,
  error,
  name,
  disabled = false,
  className,
}: FilePickerProps) {
  const { t, i18n } = useTranslation('ui');
  const locale = toBcp47(i18n.language);
  const size = formatBytes(maxBytes, locale);
  const shownHint = hint ?? t('file_picker.hint', { size, count: maxFiles });
  const ids = useFieldIds(shownHint, error);
  const chooseId = `${ids.inputId}-choose`;
  const input = useRef<HTMLInputElement>(null);
  const [rejections, setRejections] = useState<readonly FileRejection[]>([]);
  const full = files.length >= maxFiles;

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = Array.from(event.target.files ?? []);
    // Cleared so picking the same file again is a change too.
    event.target.value = '';
    const result = checkFiles(files, picked, { accept, maxBytes, maxFiles });
    setRejections(result.rejections);
    if (result.accepted.length > 0) onChange([...files, ...result.accepted]);
  };

  const remove = (index: number) => {
    setRejections([]);
    onChange(files.filter((_, position) => position !== index));
    input.current?.focus();
  };

  const rejectionText = (rejection: FileRejection) => {
    switch (rejection.rule) {
      case 'type':
        return t('file_picker.rejected.type', { name: rejection.name });
      case 'size':
        return t('file_picker.rejected.size', { name: rejection.name, size });
      case 'count':
        return t('file_picker.rejected.count', { name: rejection.name, count: maxFiles });
    }
  };

  return (
    <div className={fieldClass(error, `ui-file-picker ${className ?? ''}`.trim())}>
      <span id={ids.labelId} className="ui-field__label">
        {label}
      </span>
      <div>
        <input
          ref={input}
          id={ids.inputId}
          name={name}
          type="file"
          className="visually-hidden ui-file-picker__input"
          accept={accept.join(',')}
          multiple={maxFiles > 1}
          disabled={disabled || full}
          aria-labelledby={`${ids.labelId} ${chooseId}`}
          aria-describedby={ids.describedBy}
          aria-invalid={error ? true : undefined}
          onChange={pick}
        />
        <label
          id={chooseId}
          htmlFor={ids.inputId}
          className="ui-button ui-button--secondary ui-button--md ui-file-picker__choose"
        >
          <ImageUp size={20} aria-hidden="true" />
          {t('file_picker.choose')}
        </label>
      </div>
      <FieldFeedback hint={shownHint} hintId={ids.hintId} error={error} errorId={ids.errorId} />
      <div role="alert" className="ui-file-picker__rejections">
        {rejections.map((rejection) => (
          <p key={`${rejection.rule}-${rejection.name}`} className="ui-field__error">
            {rejectionText(rejection)}
          </p>
        ))}
      </div>
      {files.length > 0 ? (
        <ul className="ui-file-picker__list" aria-label={t('file_picker.selected')}>
          {files.map((file, index) => (
            <li key={`${String(index)}-${file.name}`} className="ui-file-picker__file">
              <FileImage size={20} aria-hidden="true" className="ui-file-picker__icon" />
              <span className="ui-file-picker__name">{file.name}</span>
              <span className="ui-file-picker__size">{formatBytes(file.size, locale)}</span>
              <button
                type="button"
                className="ui-field__addon ui-file-picker__remove"
                aria-label={t('file_picker.remove', { name: file.name })}
                disabled={disabled}
                onClick={() => remove(index)}
              >
                <Trash size={20} aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
