import { useTranslation } from 'react-i18next';
import type { SiteLink, SocialType } from './site-resources';

const LABEL_KEYS = {
  FACEBOOK: 'social.facebook',
  TELEGRAM: 'social.telegram',
  INSTAGRAM: 'social.instagram',
  YOUTUBE: 'social.youtube',
} as const;

/** The site's social pages, opened in a new tab. */
export function SocialLinks({ links, label }: { links: SiteLink<SocialType>[]; label: string }) {
  const { t } = useTranslation();
  if (links.length === 0) return null;
  return (
    <ul className="shell-social" aria-label={label}>
      {links.map((link) => (
        <li key={link.kind}>
          <a href={link.url} target="_blank" rel="noopener noreferrer">
            {t(LABEL_KEYS[link.kind])}
          </a>
        </li>
      ))}
    </ul>
  );
}
