import { describe, expect, it } from 'vitest';
import { customerServiceUrlOf, safeServerUrl } from './safe-url';

describe('safeServerUrl', () => {
  it('accepts a site path and resolves it against the API base', () => {
    expect(safeServerUrl('/wps/support')).toBe('/wps/support');
    expect(safeServerUrl('/wps/support?lang=TY', 'https://api.example')).toBe(
      'https://api.example/wps/support?lang=TY',
    );
  });

  it('accepts absolute http and https URLs', () => {
    expect(safeServerUrl('https://chat.example/room/1')).toBe('https://chat.example/room/1');
    expect(safeServerUrl('HTTP://chat.example')).toBe('http://chat.example/');
  });

  it.each([
    ['javascript:alert(1)'],
    ['JavaScript:alert(1)'],
    ['data:text/html,<script>alert(1)</script>'],
    ['mailto:support@phdemo.invalid'],
    ['//evil.example/chat'],
    ['/\\evil.example'],
    ['/\t/evil.example'],
    ['chat/room'],
    ['https://'],
    [''],
  ])('refuses %j', (path) => {
    expect(safeServerUrl(path)).toBeNull();
  });
});

describe('customerServiceUrlOf', () => {
  it('uses the first entry only', () => {
    const entries = [
      { csType: 'LIVECHAT', title: 'Live chat', path: 'javascript:void(0)' },
      { csType: 'EMAIL', title: 'Email', path: 'https://mail.example' },
    ];
    expect(customerServiceUrlOf(entries, '')).toBeNull();
    expect(customerServiceUrlOf(entries.slice(1), '')).toBe('https://mail.example/');
    expect(customerServiceUrlOf([], '')).toBeNull();
  });
});
