import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SafeHtml, sanitizeHtml } from './safe-html';

describe('sanitizeHtml (server HTML is sanitised before use)', () => {
  it('keeps ordinary markup', () => {
    expect(sanitizeHtml('<p>Hello <strong>Juan</strong></p><ul><li>one</li></ul>')).toBe(
      '<p>Hello <strong>Juan</strong></p><ul><li>one</li></ul>',
    );
  });

  it('drops scripts, event handlers, styles and frames', () => {
    const html = sanitizeHtml(
      '<p onclick="steal()" style="color:red">Hi</p><script>steal()</script><iframe src="https://x.example"></iframe><img src="x" onerror="steal()">',
    );
    expect(html).not.toMatch(/script|onclick|onerror|style=|iframe/i);
    expect(html).toContain('<p>Hi</p>');
  });

  it('keeps http(s) and site-path links, opening them in a new tab without an opener', () => {
    const html = sanitizeHtml(
      '<a href="https://promo.example/a">Promo</a> <a href="/promotions">Ours</a>',
    );
    const doc = new DOMParser().parseFromString(html, 'text/html');
    const links = [...doc.querySelectorAll('a')];
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      'https://promo.example/a',
      '/promotions',
    ]);
    for (const a of links) {
      expect(a.getAttribute('target')).toBe('_blank');
      expect(a.getAttribute('rel')).toBe('noopener noreferrer');
    }
  });

  it.each([
    ['javascript:alert(1)'],
    ['data:text/html,<b>x</b>'],
    ['//evil.example/x'],
    ['/\\evil.example'],
    ['vbscript:msgbox'],
  ])('drops the URL %j from links and images', (url) => {
    const html = sanitizeHtml(`<a href="${url}">x</a><img src="${url}" alt="y">`);
    expect(html).not.toContain('href=');
    expect(html).not.toContain('src=');
  });

  it('renders as markup, not as escaped text', () => {
    const { container } = render(<SafeHtml html="<h3>Title</h3><p>Body</p>" className="c" />);
    expect(container.querySelector('.c h3')?.textContent).toBe('Title');
  });
});
