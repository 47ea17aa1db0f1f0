/**
 * Server HTML as plain text. No sanitiser is installed yet, so the markup is never rendered: the
 * parser reads it inert (scripts do not run in a DOMParser document) and only its text is kept.
 */
export function plainTextOf(html: string): string {
  const document = new DOMParser().parseFromString(html, 'text/html');
  return document.body.textContent.replace(/\s+\n/g, '\n').trim();
}
