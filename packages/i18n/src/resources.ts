/**
 * The EN and TY resources, bundled statically (both are needed at first paint), with the local
 * overrides of `overrides/{en,ty}` laid over them. TY is keyed `fil`, its i18next code.
 */
import enAgent from '../locales/en/agent.json';
import enAuth from '../locales/en/auth.json';
import enCommon from '../locales/en/common.json';
import enErrors from '../locales/en/errors.json';
import enGames from '../locales/en/games.json';
import enInbox from '../locales/en/inbox.json';
import enMarketing from '../locales/en/marketing.json';
import enMember from '../locales/en/member.json';
import enRewards from '../locales/en/rewards.json';
import enPromotions from '../locales/en/promotions.json';
import enStatus from '../locales/en/status.json';
import enSupport from '../locales/en/support.json';
import enSystem from '../locales/en/system.json';
import enTiles from '../locales/en/tiles.json';
import enUi from '../locales/en/ui.json';
import enValidation from '../locales/en/validation.json';
import tyAgent from '../locales/ty/agent.json';
import tyAuth from '../locales/ty/auth.json';
import tyCommon from '../locales/ty/common.json';
import tyErrors from '../locales/ty/errors.json';
import tyGames from '../locales/ty/games.json';
import tyInbox from '../locales/ty/inbox.json';
import tyMarketing from '../locales/ty/marketing.json';
import tyMember from '../locales/ty/member.json';
import tyRewards from '../locales/ty/rewards.json';
import tyPromotions from '../locales/ty/promotions.json';
import tyStatus from '../locales/ty/status.json';
import tySupport from '../locales/ty/support.json';
import tySystem from '../locales/ty/system.json';
import tyTiles from '../locales/ty/tiles.json';
import tyUi from '../locales/ty/ui.json';
import tyValidation from '../locales/ty/validation.json';
import { bundledOverrideFiles } from './locale-files';
import type { Namespace } from './namespaces';
import { NAMESPACES, translationFileOf } from './namespaces';
import type { Tree } from './tree';
import { deepMerge, isTree } from './tree';

export { NAMESPACES } from './namespaces';
export type { Namespace } from './namespaces';

/** The bundled files as shipped in `locales/`, before overrides (what translators edit). */
export const baseResources = {
  en: {
    common: enCommon,
    system: enSystem,
    errors: enErrors,
    auth: enAuth,
    games: enGames,
    member: enMember,
    agent: enAgent,
    validation: enValidation,
    status: enStatus,
    marketing: enMarketing,
    support: enSupport,
    ui: enUi,
    tiles: enTiles,
    rewards: enRewards,
    promotions: enPromotions,
    inbox: enInbox,
  },
  fil: {
    common: tyCommon,
    system: tySystem,
    errors: tyErrors,
    auth: tyAuth,
    games: tyGames,
    member: tyMember,
    agent: tyAgent,
    validation: tyValidation,
    status: tyStatus,
    marketing: tyMarketing,
    support: tySupport,
    ui: tyUi,
    tiles: tyTiles,
    rewards: tyRewards,
    promotions: tyPromotions,
    inbox: tyInbox,
  },
} as const;

/** One language's override files by namespace, from `{ path: parsed JSON }`. */
export function overridesOf(
  files: Readonly<Record<string, unknown>>,
  folder: string,
): Partial<Record<Namespace, Tree>> {
  const overrides: Partial<Record<Namespace, Tree>> = {};
  for (const [path, content] of Object.entries(files)) {
    const file = translationFileOf(path);
    if (file?.folder !== folder) continue;
    if (!isTree(content)) throw new Error(`${path} is not a translation file`);
    overrides[file.namespace] = content;
  }
  return overrides;
}

/** A language's bundles with its overrides laid over them, namespace by namespace. */
export function withOverrides<B extends Readonly<Record<Namespace, Tree>>>(
  bundles: B,
  overrides: Partial<Record<Namespace, Tree>>,
): B {
  return Object.fromEntries(
    NAMESPACES.map((namespace) => [namespace, deepMerge(bundles[namespace], overrides[namespace])]),
  ) as B;
}

/** What i18next starts with: EN and TY with their local overrides. */
export const resources = {
  en: withOverrides(baseResources.en, overridesOf(bundledOverrideFiles, 'en')),
  fil: withOverrides(baseResources.fil, overridesOf(bundledOverrideFiles, 'ty')),
};

export { errorKeyOf } from './error-keys';
export type { ErrorKey } from './error-keys';
