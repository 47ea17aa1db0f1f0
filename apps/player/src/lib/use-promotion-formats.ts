/**
 * Money and dates in the member's language for the promotions and the reward centre: the kernel's
 * formats, the same both apps use (a visitor, `loggedIn` false, sees the site's currency).
 */
export { useMoneyFormats as usePromotionFormats } from '@gaming/kernel/formats';
