/** The business constants of §9, by the spec's own grouping. */

// Banner (§2 Home, §9 "Banner autoplay 5000 ms, speed 1000 ms, 1.272 slides per view").
export const BANNER_AUTOPLAY_MS = 5000;
export const BANNER_SPEED_MS = 1000;
export const BANNER_SLIDES_PER_VIEW = 1.272;

// Home sections (§9 "Hot games 12 initially; home category games 5; recent request size 12 on
// home; favourite list request size 999 on home").
export const HOT_GAMES_LIMIT = 12;
export const HOME_CATEGORY_GAMES_LIMIT = 5;
export const HOME_RECENT_PAGE_SIZE = 12;
export const HOME_FAVOURITE_PAGE_SIZE = 999;

// Winner board (§9 "amount 2 decimals").
export const WINNER_AMOUNT_DECIMALS = 2;

// Lists and paging (§9 "Lobby page size 18; paginator range 5, 2 margin pages, shown only when more
// than 1 page. Default async list pageSize 42, pageNo 1").
export const LOBBY_PAGE_SIZE = 18;
export const PAGINATOR_PAGE_RANGE = 5;
export const PAGINATOR_MARGIN_PAGES = 2;
export const DEFAULT_LIST_PAGE_SIZE = 42;
export const DEFAULT_LIST_PAGE_NO = 1;

/** §9 the paginator is "shown only when more than 1 page". */
export function showsPaginator(totalPages: number): boolean {
  return totalPages > 1;
}

// Menus (§9 "Vendor menu 5 slides; header game menu large layout above 10 entries").
export const VENDOR_MENU_SLIDES = 5;
export const HEADER_GAME_MENU_LARGE_ABOVE = 10;

/** §9 "Customer service popup 440x750" (width × height in CSS pixels). */
export const CUSTOMER_SERVICE_POPUP = { width: 440, height: 750 } as const;

/** §9 "Age confirmation 18". */
export const AGE_CONFIRMATION_YEARS = 18;

// Feedback (§5, §9 "Feedback 140 characters; images 5MB, 3, png or jpg").
export const FEEDBACK_MAX_CHARACTERS = 140;
export const FEEDBACK_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const FEEDBACK_MAX_IMAGES = 3;
export const FEEDBACK_IMAGE_EXTENSIONS = ['png', 'jpg'] as const;
export const FEEDBACK_IMAGE_TYPES = ['image/png', 'image/jpeg'] as const;

/** §7 "Lazy screen files are fetched by chunk name with a 120 s timeout"; §9 "120000 ms". */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

// Region and language (§9 "Default language EN; supported EN and TY. Country PH, currency TLB.
// Platform WEB, lottery type Lott").
export const SUPPORTED_LANGUAGES = ['EN', 'TY'] as const;
export type SupportedLanguage = (typeof SUPPORTED_LANGUAGES)[number];
export const DEFAULT_LANGUAGE: SupportedLanguage = 'EN';
export const COUNTRY = 'PH';
export const CURRENCY = 'TLB';
export const PLATFORM = 'WEB';
export const LOTTERY_TYPE = 'Lott';

/** §9 "Select types NEW, FAV, ALL, HOT, RECENT". */
export const SELECT_TYPES = {
  NEW: 'NEW',
  FAV: 'FAV',
  ALL: 'ALL',
  HOT: 'HOT',
  RECENT: 'RECENT',
} as const;
export type SelectType = (typeof SELECT_TYPES)[keyof typeof SELECT_TYPES];

// Game calls (§7, §9 "Client type 3; platform 'flash,html5-desktop' (also flash and html5-desktop);
// isPlatform 2").
export const CLIENT_TYPE = 3;
export const GAME_PLATFORMS = {
  all: 'flash,html5-desktop',
  flash: 'flash',
  html5Desktop: 'html5-desktop',
} as const;
export const IS_PLATFORM = 2;

// Images (§9 "QR size 107; lazy-load attempts 1").
export const QR_CODE_SIZE = 107;
export const LAZY_LOAD_ATTEMPTS = 1;
