import { languageChanged } from '@gaming/api/base-api';
import { useChangeLanguageMutation } from '@gaming/api/member';
import type { Language } from '@gaming/i18n';
import { applyLanguage, useTranslation } from '@gaming/i18n';
import { LanguageSelect } from '@gaming/ui/language-select';
import { useAppDispatch, useAppSelector } from '../../app/store';
import { useSession } from './use-session';

export interface LanguageSwitchProps {
  className?: string;
  /** After the switch, e.g. to tell the server a member's choice. */
  onChanged?: (language: Language) => void;
}

/** EN / Tagalog: the interface switches, the Language header follows, the choice is kept. */
export function LanguageSwitch({ className, onChanged }: LanguageSwitchProps) {
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
        onChanged?.(next);
      }}
    />
  );
}

/** The language selector; a member's choice is also told to the server (§4 language change). */
export function MemberLanguageSwitch({ className }: { className?: string }) {
  const { token } = useSession();
  const [changeLanguage] = useChangeLanguageMutation();
  return (
    <LanguageSwitch
      className={className}
      onChanged={(language) => {
        if (token) void changeLanguage({ language });
      }}
    />
  );
}
