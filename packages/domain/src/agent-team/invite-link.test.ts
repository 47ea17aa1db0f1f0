import { describe, expect, it } from 'vitest';
import { inviteUrlOf } from './invite-link';

describe('inviteUrlOf', () => {
  it('builds the registration link on the main domain, over https', () => {
    expect(inviteUrlOf('play.example.ph', 'AB12')).toBe(
      'https://play.example.ph/register?affiliateCode=AB12',
    );
  });

  it('keeps a port, and uses http on the loopback addresses of a local stack', () => {
    expect(inviteUrlOf('127.0.0.1:4173', 'AB12')).toBe(
      'http://127.0.0.1:4173/register?affiliateCode=AB12',
    );
    expect(inviteUrlOf('localhost:5180', 'AB12')).toBe(
      'http://localhost:5180/register?affiliateCode=AB12',
    );
    expect(inviteUrlOf('play.example.ph:8443', 'AB12')).toBe(
      'https://play.example.ph:8443/register?affiliateCode=AB12',
    );
  });

  it('encodes the code', () => {
    expect(inviteUrlOf('play.example.ph', 'a b&c')).toBe(
      'https://play.example.ph/register?affiliateCode=a%20b%26c',
    );
  });

  it('builds nothing without a bare host, rather than a link to somewhere else', () => {
    for (const domain of [
      undefined,
      '',
      '   ',
      'https://play.example.ph',
      'play.example.ph/path',
      'user@evil.example',
      'evil.example#play.example.ph',
      'javascript:alert(1)',
    ])
      expect(inviteUrlOf(domain, 'AB12'), String(domain)).toBeNull();
  });
});
