import { describe, expect, it } from 'vitest';
import * as constants from './index';

describe('business constants (§9)', () => {
  it('times the banner: autoplay 5000 ms, speed 1000 ms, 1.272 slides per view', () => {
    expect(constants.BANNER_AUTOPLAY_MS).toBe(5000);
    expect(constants.BANNER_SPEED_MS).toBe(1000);
    expect(constants.BANNER_SLIDES_PER_VIEW).toBe(1.272);
  });
  it('sizes home: hot games 12, category games 5, recent 12, favourites 999', () => {
    expect(constants.HOT_GAMES_LIMIT).toBe(12);
    expect(constants.HOME_CATEGORY_GAMES_LIMIT).toBe(5);
    expect(constants.HOME_RECENT_PAGE_SIZE).toBe(12);
    expect(constants.HOME_FAVOURITE_PAGE_SIZE).toBe(999);
  });
  it('limits the winner board to 20, scrolls 0.5, shows 2 decimals', () => {
    expect(constants.WINNER_BOARD_LIMIT).toBe(20);
    expect(constants.WINNER_SCROLL_STEP).toBe(0.5);
    expect(constants.WINNER_AMOUNT_DECIMALS).toBe(2);
  });
  it('pages announcements 9, lobbies 18, async lists 42 from page 1', () => {
    expect(constants.ANNOUNCEMENT_PAGE_SIZE).toBe(9);
    expect(constants.LOBBY_PAGE_SIZE).toBe(18);
    expect(constants.DEFAULT_LIST_PAGE_SIZE).toBe(42);
    expect(constants.DEFAULT_LIST_PAGE_NO).toBe(1);
  });
  it('shows a paginator of range 5 and 2 margin pages only when more than 1 page', () => {
    expect(constants.PAGINATOR_PAGE_RANGE).toBe(5);
    expect(constants.PAGINATOR_MARGIN_PAGES).toBe(2);
    expect(constants.showsPaginator(0)).toBe(false);
    expect(constants.showsPaginator(1)).toBe(false);
    expect(constants.showsPaginator(2)).toBe(true);
  });
  it('has 5 vendor menu slides and a large header menu above 10 entries', () => {
    expect(constants.VENDOR_MENU_SLIDES).toBe(5);
    expect(constants.HEADER_GAME_MENU_LARGE_ABOVE).toBe(10);
  });
  it('opens customer service in a 440x750 popup', () => {
    expect(constants.CUSTOMER_SERVICE_POPUP).toEqual({ width: 440, height: 750 });
  });
  it('ticks the agent clock every 1 s and settles real-time salary every 5 minutes', () => {
    expect(constants.AGENT_CLOCK_TICK_MS).toBe(1000);
    expect(constants.REALTIME_SALARY_INTERVAL_MS).toBe(300_000);
  });
  it('asks for age 18 and limits feedback to 140 characters and 3 png/jpg images of 5MB', () => {
    expect(constants.AGE_CONFIRMATION_YEARS).toBe(18);
    expect(constants.FEEDBACK_MAX_CHARACTERS).toBe(140);
    expect(constants.FEEDBACK_IMAGE_MAX_BYTES).toBe(5 * 1024 * 1024);
    expect(constants.FEEDBACK_MAX_IMAGES).toBe(3);
    expect(constants.FEEDBACK_IMAGE_EXTENSIONS).toEqual(['png', 'jpg']);
    expect(constants.FEEDBACK_IMAGE_TYPES).toEqual(['image/png', 'image/jpeg']);
  });
  it('times chunk loads out after 120000 ms', () => {
    expect(constants.CHUNK_LOAD_TIMEOUT_MS).toBe(120_000);
  });
  it('defaults to EN, supports EN and TY, in PH with TLB, platform WEB, lottery type Lott', () => {
    expect(constants.DEFAULT_LANGUAGE).toBe('EN');
    expect(constants.SUPPORTED_LANGUAGES).toEqual(['EN', 'TY']);
    expect(constants.COUNTRY).toBe('PH');
    expect(constants.CURRENCY).toBe('TLB');
    expect(constants.PLATFORM).toBe('WEB');
    expect(constants.LOTTERY_TYPE).toBe('Lott');
  });
  it('knows agent types 1, 2, 41, 42 and trial type 4', () => {
    expect(constants.AGENT_TYPES).toEqual([1, 2, 41, 42]);
    expect(constants.TRIAL_TYPE).toBe(4);
  });
  it('has select types NEW, FAV, ALL, HOT, RECENT', () => {
    expect(Object.values(constants.SELECT_TYPES)).toEqual(['NEW', 'FAV', 'ALL', 'HOT', 'RECENT']);
  });
  it("calls games with client type 3, platform 'flash,html5-desktop' and isPlatform 2", () => {
    expect(constants.CLIENT_TYPE).toBe(3);
    expect(constants.GAME_PLATFORMS).toEqual({
      all: 'flash,html5-desktop',
      flash: 'flash',
      html5Desktop: 'html5-desktop',
    });
    expect(constants.IS_PLATFORM).toBe(2);
  });
  it('draws QR codes at 107 and tries lazy loads once', () => {
    expect(constants.QR_CODE_SIZE).toBe(107);
    expect(constants.LAZY_LOAD_ATTEMPTS).toBe(1);
  });
});
