import { describe, expect, it } from 'vitest';
import { BRIEF_POPUP_MAX_CHARACTERS, isBriefPopup, planPopups } from './popup-plan';

describe('popups after login', () => {
  it('shows the first one now and holds the others, in order', () => {
    expect(planPopups(['F1', 'A1', 'A2'])).toEqual({ now: 'F1', held: ['A1', 'A2'] });
    expect(planPopups(['A1'])).toEqual({ now: 'A1', held: [] });
    expect(planPopups([])).toEqual({ now: null, held: [] });
  });

  it('makes a short text-only popup a note', () => {
    expect(
      isBriefPopup({
        content:
          '<p>Your daily login reward is waiting in the <strong>Reward Centre</strong>. Good luck today!</p>',
      }),
    ).toBe(true);
    expect(isBriefPopup({ content: `<p>${'a'.repeat(BRIEF_POPUP_MAX_CHARACTERS)}</p>` })).toBe(
      true,
    );
  });

  it('keeps a dialog for a picture, rich content or a long text', () => {
    expect(isBriefPopup({ content: '<p>Hi</p>', imageUrl: '/promo.png' })).toBe(false);
    expect(isBriefPopup({ content: '<p>Hi</p><img src="/a.png" alt="">' })).toBe(false);
    expect(isBriefPopup({ content: '<ul><li>Slots</li></ul>' })).toBe(false);
    expect(isBriefPopup({ content: '<table><tr><td>1</td></tr></table>' })).toBe(false);
    expect(isBriefPopup({ content: `<p>${'a'.repeat(BRIEF_POPUP_MAX_CHARACTERS + 1)}</p>` })).toBe(
      false,
    );
  });
});
