import { describe, expect, it } from 'vitest';
import { socialReturnOf } from './social-return';

const TICKET = 'Zm9vYmFyYmF6cXV4LXRpY2tldC1vZi00My1jaGFycw';

describe('socialReturnOf', () => {
  it('takes the registration ticket and drops it from the address', () => {
    expect(socialReturnOf(`https://site.example/?socialRegister=${TICKET}&x=1#top`)).toEqual({
      ticket: TICKET,
      outcome: null,
      cleanedUrl: '/?x=1#top',
    });
  });

  it('names how a sign-in ended, an unknown word as failed, and drops it from the address', () => {
    for (const outcome of ['failed', 'expired', 'cancelled', 'disabled'] as const)
      expect(socialReturnOf(`https://site.example/?socialLogin=${outcome}`)).toEqual({
        ticket: null,
        outcome,
        cleanedUrl: '/',
      });
    expect(socialReturnOf('https://site.example/home?socialLogin=<b>').outcome).toBe('failed');
  });

  it('ignores a ticket that is not one the platform makes, but still cleans the address', () => {
    expect(socialReturnOf('https://site.example/?socialRegister=a%20b%3Cscript%3E')).toEqual({
      ticket: null,
      outcome: null,
      cleanedUrl: '/',
    });
  });

  it('leaves an address without either parameter alone', () => {
    expect(socialReturnOf('https://site.example/member?token=abc')).toEqual({
      ticket: null,
      outcome: null,
      cleanedUrl: null,
    });
  });
});
