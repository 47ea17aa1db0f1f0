import { baseApi, languageChanged } from '@gaming/api/base-api';
import { useChangeLanguageMutation } from '@gaming/api/member';
import type { Language } from '@gaming/i18n';
import { applyLanguage, useTranslation } from '@gaming/i18n';
import { LanguageSelect } from '@gaming/ui/language-select';
import { useCallback } from 'react';
import { useAppDispatch, useAppSelector } from '../app/store';
import { useSession } from '../session/use-session';

/**
 * §4 "Language change: stores language, tells the server, refreshes hot games, winners,
 * announcements; vendor cache flushed." The Language header follows at once; lists keyed by language
 * refetch by themselves, and the cached menus and vendor lanes are dropped.
 */
export function useChangeLanguage() {
  const { i18n } = useTranslation();
  const dispatch = useAppDispatch();
  const { token } = useSession();
  const [tellServer] = useChangeLanguageMutation();
  return useCallback(
    (language: Language) => {
      dispatch(languageChanged(language));
      void applyLanguage(i18n, language);
      dispatch(
        baseApi.util.invalidateTags([
          { type: 'Game', id: 'HOT' },
          { type: 'Game', id: 'MENUS' },
          { type: 'Game', id: 'VENDORS' },
          'Winner',
          'Announcement',
          // The platform names inbox messages and the deposit page's methods and promotions in the
          // language of the request: asked again, they come in the new one.
          'Message',
          'Deposit',
        ]),
      );
      if (token) void tellServer({ language });
    },
    [dispatch, i18n, tellServer, token],
  );
}

/** The language selector (EN / Tagalog); the choice is kept and, for a member, told to the server. */
export function MemberLanguageSwitch({ className }: { className?: string }) {
  const language = useAppSelector((state) => state.apiContext.language);
  const changeLanguage = useChangeLanguage();
  return <LanguageSelect className={className} value={language} onChange={changeLanguage} />;
}
