/**
 * The platform's tables, one file per area. One Drizzle schema for PGlite and PostgreSQL; migrations
 * in ../../../drizzle are generated from it with `pnpm db:generate`.
 */
import {
  captchas,
  customAvatars,
  customers,
  emailCodes,
  knownAddresses,
  loginAttempts,
  loginEvents,
  mailOutbox,
  pendingLogins,
  rateLimits,
  sealedNonces,
  sessions,
  smsCodes,
} from './accounts';
import { gameTypes, games, vendors } from './catalogue';
import { announcements, banners, helpArticles, winners } from './content';
import { messages } from './messages';
import { bets, favorites, gameTickets } from './play';
import { merchants, siteSettings } from './site';
import { paymentOrders, walletTransactions } from './wallet';

export {
  customAvatars,
  emailCodes,
  knownAddresses,
  loginEvents,
  mailOutbox,
  paymentOrders,
  pendingLogins,
  announcements,
  banners,
  bets,
  captchas,
  customers,
  favorites,
  gameTickets,
  gameTypes,
  games,
  helpArticles,
  loginAttempts,
  merchants,
  messages,
  rateLimits,
  sealedNonces,
  sessions,
  siteSettings,
  smsCodes,
  vendors,
  walletTransactions,
  winners,
};

export const schema = {
  merchants,
  siteSettings,
  customers,
  sessions,
  loginAttempts,
  captchas,
  smsCodes,
  rateLimits,
  sealedNonces,
  emailCodes,
  mailOutbox,
  knownAddresses,
  loginEvents,
  pendingLogins,
  customAvatars,
  paymentOrders,
  gameTypes,
  vendors,
  games,
  banners,
  announcements,
  winners,
  helpArticles,
  walletTransactions,
  favorites,
  bets,
  gameTickets,
  messages,
};
