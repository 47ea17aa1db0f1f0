/**
 * The images the platform draws (`services/asset-drawings.ts`): game icons, vendor logos and banners
 * as SVG. They are loaded by `<img>` tags, which cannot send the `Merchant` header, hence
 * `noMerchant`.
 */
import type { CallRoute } from '@gaming/api/contract';
import { LanguageQuery, Text, contractsOf } from '@gaming/api/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import Type from 'typebox';
import { ErrorCode } from '@gaming/api/wire';
import { documentRoute } from '../../http/route';
import { ASSET_PREFIX } from '../../seed/asset-urls';
import {
  bannerLanguageOf,
  bannerSvg,
  gameIconSvg,
  vendorLogoSvg,
} from '../../services/asset-drawings';

/** Only plain names: no dots, slashes or encodings that could reach another path. */
export const ASSET_FILE_PATTERN = /^[A-Za-z0-9_-]{1,64}\.svg$/;

const SVG_CONTENT_TYPE = 'image/svg+xml; charset=utf-8';
/** The drawing depends on the address only (name and language), so an address's image never changes. */
const CACHE_CONTROL = 'public, max-age=86400, immutable';

const image = (folder: string) =>
  ({ url: `${ASSET_PREFIX}/${folder}/:file`, noMerchant: true }) as const;

const assetCalls = {
  gameIcon: image('games'),
  vendorLogo: image('vendors'),
  banner: image('banners'),
} as const satisfies Record<string, CallRoute>;

/** `<name>.svg`; any other name is a 404. */
const File = Type.Object({ file: Text({ maxLength: 80 }) });

export const assetContracts = contractsOf('assets', assetCalls, {
  gameIcon: {
    summary: 'A game icon drawn from its game code',
    params: File,
    content: 'image/svg+xml',
  },
  vendorLogo: {
    summary: 'A vendor logo drawn from its vassalage',
    params: File,
    content: 'image/svg+xml',
  },
  banner: {
    summary: 'A banner drawn from its name, its words in the language asked for (default English)',
    params: File,
    query: LanguageQuery,
    content: 'image/svg+xml',
  },
});

function notFound(reply: FastifyReply): FastifyReply {
  return reply
    .status(404)
    .send({ success: false, errorCode: ErrorCode.notFound, message: 'No such image.' });
}

const DRAWINGS = [
  [assetContracts.gameIcon, gameIconSvg],
  [assetContracts.vendorLogo, vendorLogoSvg],
] as const;

function sendSvg(reply: FastifyReply, file: string, draw: (name: string) => string) {
  if (!ASSET_FILE_PATTERN.test(file)) return notFound(reply);
  return reply
    .header('content-type', SVG_CONTENT_TYPE)
    .header('cache-control', CACHE_CONTROL)
    .send(draw(file.slice(0, -'.svg'.length)));
}

export function registerAssetRoutes(app: FastifyInstance): void {
  for (const [contract, draw] of DRAWINGS) {
    documentRoute(app, contract, (request, reply) => sendSvg(reply, request.params.file, draw));
  }
  documentRoute(app, assetContracts.banner, (request, reply) =>
    sendSvg(reply, request.params.file, (name) =>
      bannerSvg(name, bannerLanguageOf(request.query.language)),
    ),
  );
}
