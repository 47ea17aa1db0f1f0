/**
 * The platform's tables, one file per area. One Drizzle schema for PGlite and PostgreSQL; migrations
 * in ../../../drizzle are generated from it with `pnpm db:generate`.
 */
import { customers, captchas, loginAttempts, sessions, smsCodes } from './accounts';
import { gameTypes, games, vendors } from './catalogue';
import { announcements, banners, helpArticles, winners } from './content';
import { messages } from './messages';
import { bets, favorites, gameTickets } from './play';
import { merchants, siteSettings } from './site';
import { walletTransactions } from './wallet';

export {
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
