// Translation keys typed from the English files: a wrong key is a type error.
import 'i18next';
import type agent from '../locales/en/agent.json';
import type auth from '../locales/en/auth.json';
import type common from '../locales/en/common.json';
import type errors from '../locales/en/errors.json';
import type games from '../locales/en/games.json';
import type inbox from '../locales/en/inbox.json';
import type marketing from '../locales/en/marketing.json';
import type member from '../locales/en/member.json';
import type rewards from '../locales/en/rewards.json';
import type promotions from '../locales/en/promotions.json';
import type status from '../locales/en/status.json';
import type support from '../locales/en/support.json';
import type system from '../locales/en/system.json';
import type tiles from '../locales/en/tiles.json';
import type ui from '../locales/en/ui.json';
import type validation from '../locales/en/validation.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    returnNull: false;
    resources: {
      common: typeof common;
      system: typeof system;
      errors: typeof errors;
      auth: typeof auth;
      games: typeof games;
      member: typeof member;
      agent: typeof agent;
      validation: typeof validation;
      status: typeof status;
      marketing: typeof marketing;
      rewards: typeof rewards;
      support: typeof support;
      ui: typeof ui;
      tiles: typeof tiles;
      promotions: typeof promotions;
      inbox: typeof inbox;
    };
  }
}
