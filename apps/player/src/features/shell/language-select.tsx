import { languageChanged } from '@gaming/api/base-api';
import { applyLanguage, useTranslation } from '@gaming/i18n';
import { LanguageSelect } from '@gaming/ui/language-select';
import { useAppDispatch, useAppSelector } from '../../app/store';

/** EN / Tagalog: the interface switches, the Language header follows, the choice is kept. */
export function LanguageSwitch({ className }: { className?: string }) {
  const { i18n } = useTranslation();
  const dispatch = useAppDispatch();
  const language = useAppSelector((state) => state.apiContext.language);
  return (
    <LanguageSelect
      className={className}
      value={language}
      onChange={(next) => {
        dispatch(languageChanged(next));
        void applyLanguage(i18n, next);
      }}
    />
  );
}
