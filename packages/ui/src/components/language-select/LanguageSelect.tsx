import { SUPPORTED_LANGUAGES, languageOf, useTranslation } from '@gaming/i18n';
import type { Language } from '@gaming/i18n';
import { useId } from 'react';
import './LanguageSelect.css';

export interface LanguageSelectProps {
  value: string;
  onChange: (language: Language) => void;
  className?: string;
}

/** EN / Tagalog, labelled; the app decides what a change does (store, server, i18next). */
export function LanguageSelect({ value, onChange, className }: LanguageSelectProps) {
  const { t } = useTranslation('common');
  const id = useId();
  return (
    <div className={className ? `ui-language-select ${className}` : 'ui-language-select'}>
      <label htmlFor={id}>{t('language.label')}</label>
      <select
        id={id}
        value={languageOf(value)}
        onChange={(event) => onChange(languageOf(event.target.value))}
      >
        {SUPPORTED_LANGUAGES.map((code) => (
          <option key={code} value={code}>
            {t(`language.${code}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
