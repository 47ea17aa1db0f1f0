/**
 * Server HTML (announcements, notices, help articles: §3 "content (HTML)") made safe to show. DOMPurify
 * keeps ordinary markup and drops scripts, event handlers, styles, forms and frames; links and images
 * keep only http(s) URLs and site paths, and links open in a new tab without an opener. Load this
 * module only from lazily loaded screens: it is not part of the first paint.
 */
import { safeServerUrl } from '@gaming/domain/urls';
import DOMPurify from 'dompurify';

const purifier = DOMPurify(window);
purifier.addHook('afterSanitizeAttributes', (node) => {
  for (const name of ['href', 'src'] as const) {
    const value = node.getAttribute(name);
    // The domain's one rule for server URLs: a site path or an http(s) URL.
    if (value !== null && safeServerUrl(value) === null) node.removeAttribute(name);
  }
  if (node.tagName === 'A' && node.hasAttribute('href')) {
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  }
});

/** The HTML with everything unsafe removed (see the module comment). */
export function sanitizeHtml(html: string): string {
  return purifier.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: [
      'style',
      'form',
      'input',
      'button',
      'textarea',
      'select',
      'iframe',
      'video',
      'audio',
    ],
    FORBID_ATTR: ['style', 'srcset'],
    ADD_ATTR: ['target'],
  });
}

export interface SafeHtmlProps {
  html: string;
  className?: string;
}

/** A block of server HTML, sanitised (see the module comment). */
export function SafeHtml({ html, className }: SafeHtmlProps) {
  return <div className={className} dangerouslySetInnerHTML={{ __html: sanitizeHtml(html) }} />;
}
