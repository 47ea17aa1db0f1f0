/**
 * Game launch and the platform's demo game: `launchGame` issues a random,
 * expiring ticket for one launch and answers the demo page's URL; each spin on that page is one
 * database transaction that moves the member's wallet, records the bet (recent games) and big wins
 * (winner board). Free play keeps a play-money balance on the ticket and never touches the wallet.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { clientContracts } from '@gaming/api/contract';
import type { LaunchAccountType, LaunchGameRequest } from '@gaming/api/wire';
import { ErrorCode } from '@gaming/api/wire';
import { safeServerUrl } from '@gaming/domain/urls';
import { ApiError } from '../../http/api-error';
import { documentRoute, route } from '../../http/route';
import { gameIconUrl } from '../../seed/asset-urls';
import type { GameRow } from '../../services/catalogue';
import { customerById, requireTrueAccount } from '../../services/customers';
import {
  namedGameOf,
  issueGameTicket,
  liveTicketOf,
  settleSpin,
  spinPlayMoney,
} from '../../services/game-tickets';
import { betOptionsInCents, spinOutcome } from '../../services/slot';
import type { RouteDeps } from '../route-deps';
import { demoGameContracts } from './contract';
import type { SpinValue } from './contract';
import { demoPageHtml, expiredPageHtml } from './demo-page';

/** A game link works this long after launch. */
export const TICKET_TTL_MS = 2 * 60 * 60 * 1000;
/** Play money a free-play launch starts with. */
export const FREE_PLAY_BALANCE = 2000;

const TICKET = /^[A-Za-z0-9_-]{43}$/;
const LANGUAGE = /^[A-Za-z-]{2,8}$/;

export type { SpinValue };

const cents = (amount: number) => Math.round(amount * 100);
const fromCents = (value: number) => value / 100;

/**
 * Where the game's exit link may lead: a site path (one leading slash), or an http(s) address on one
 * of the merchant's own domains (a domain is a host, with its port when not the scheme's own). Anything else (another site, `//host`, `javascript:`) is refused,
 * so a launch cannot mint an open redirect.
 */
function safeBackUrl(
  backUrl: string | undefined,
  merchantDomains: readonly string[],
): string | null {
  const text = backUrl?.trim();
  if (!text) return null;
  const url = safeServerUrl(text);
  const refused = () => new ApiError(400, ErrorCode.requestInvalid, 'backUrl is not valid.');
  if (url === null) throw refused();
  if (url.startsWith('/')) return url;
  const host = new URL(url).host.toLowerCase();
  if (!merchantDomains.some((domain) => domain.toLowerCase() === host)) throw refused();
  return url;
}

export function registerDemoGameRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const { db } = deps;
  const frameAncestors = ["'self'", ...deps.frameAncestors].join(' ');

  /** Strict CSP: only this response's nonce runs or styles, and only listed parents may frame it. */
  function securePage(reply: FastifyReply, nonce: string): FastifyReply {
    return reply
      .type('text/html; charset=utf-8')
      .header(
        'content-security-policy',
        [
          "default-src 'none'",
          `script-src 'nonce-${nonce}'`,
          `style-src 'nonce-${nonce}'`,
          "img-src 'self'",
          "connect-src 'self'",
          "base-uri 'none'",
          "form-action 'none'",
          `frame-ancestors ${frameAncestors}`,
        ].join('; '),
      )
      .header('x-content-type-options', 'nosniff')
      .header('referrer-policy', 'no-referrer')
      .header('cache-control', 'no-store');
  }

  /** The game a launch names: nodeId, else gameCode, else the vendor's first game. */
  async function gameToLaunch(body: LaunchGameRequest): Promise<GameRow> {
    const { nodeId, gameCode } = body;
    const vassalage = body.vassalage?.toUpperCase();
    if (nodeId === undefined && gameCode === undefined && vassalage === undefined) {
      throw new ApiError(
        400,
        ErrorCode.requestInvalid,
        'Name the game: nodeId, gameCode or vassalage.',
      );
    }
    const game = await namedGameOf(db, { nodeId, gameCode, vassalage });
    if (!game) throw new ApiError(400, ErrorCode.requestInvalid, 'Unknown game.');
    if (vassalage !== undefined && game.vassalage !== vassalage) {
      throw new ApiError(400, ErrorCode.requestInvalid, 'vassalage does not match the game.');
    }
    return game;
  }

  route(app, clientContracts.games.launchGame, async (request) => {
    const body = request.body;
    // 1 real money (the default), 0 free play.
    const accountType: LaunchAccountType = Number(body.accountType ?? 1) === 0 ? 0 : 1;
    const game = await gameToLaunch(body);
    const backUrl = safeBackUrl(body.backUrl, request.site.merchant.domains);
    const header = request.headers.language;
    const language = (
      body.language ?? (typeof header === 'string' && LANGUAGE.test(header) ? header : 'EN')
    ).toUpperCase();

    const viewer = request.viewer;
    if (accountType === 1) {
      // Real money needs a real member with enough for the game's smallest bet.
      if (!viewer) throw new ApiError(401, ErrorCode.notLoggedIn, 'You are not logged in.');
      const customer = await customerById(db, viewer.customerId);
      requireTrueAccount(customer);
      if (cents(customer.balance) < cents(game.minBet)) {
        throw new ApiError(
          400,
          ErrorCode.balanceNotEnough,
          'The balance is too low for this game.',
        );
      }
    } else if (game.supportPlay !== 0) {
      // §6 free-trial play only where supportPlay is 0.
      throw new ApiError(400, ErrorCode.gameLaunchFailed, 'This game has no free trial.');
    }

    const now = deps.now();
    const ticket = randomBytes(32).toString('base64url');
    const expiresAt = new Date(now.getTime() + TICKET_TTL_MS);
    await issueGameTicket(db, {
      ticket,
      merchantCode: request.site.merchant.code,
      customerId: viewer?.customerId ?? null,
      sessionToken: viewer?.token ?? null,
      nodeId: game.nodeId,
      accountType,
      playBalance: accountType === 0 ? FREE_PLAY_BALANCE : null,
      language,
      backUrl,
      createdAt: now,
      expiresAt,
    });
    return {
      content: {
        game_url: `/lgw/demo/slot?ticket=${ticket}`,
        gameCode: game.gameCode,
        gameName: game.gameName,
        accountType,
        expiresAt: expiresAt.toISOString(),
      },
    };
  });

  /** A live ticket with its game, or null when unknown or expired. */
  async function liveTicket(ticket: string | undefined) {
    if (ticket === undefined || !TICKET.test(ticket)) return null;
    return liveTicketOf(db, ticket, deps.now());
  }

  documentRoute(app, demoGameContracts.slotPage, async (request, reply) => {
    const query = request.query;
    const nonce = randomBytes(16).toString('base64');
    const found = await liveTicket(query.ticket);
    if (!found) {
      const language = query.language ?? 'EN';
      return securePage(reply.status(410), nonce).send(expiredPageHtml(nonce, language));
    }
    const { ticket, game } = found;
    const site = await deps.site.get(ticket.merchantCode);
    const balance =
      ticket.accountType === 0
        ? (ticket.playBalance ?? 0)
        : ticket.customerId === null
          ? 0
          : (await customerById(db, ticket.customerId)).balance;
    return securePage(reply, nonce).send(
      demoPageHtml({
        nonce,
        ticket: ticket.ticket,
        language: ticket.language,
        gameName: game.gameName,
        iconUrl: gameIconUrl(game.gameCode),
        freePlay: ticket.accountType === 0,
        balance,
        currencySymbol: site?.merchant.currencySymbol ?? '',
        bets: betOptionsInCents(game.minBet).map(fromCents),
        backUrl: ticket.backUrl,
      }),
    );
  });

  route(app, demoGameContracts.spin, async (request) => {
    const found = await liveTicket(request.body.ticket.trim());
    if (!found) {
      throw new ApiError(
        403,
        ErrorCode.gameLaunchFailed,
        'This game link has expired; launch the game again.',
      );
    }
    const { ticket, game } = found;
    const betCents = cents(request.body.bet);
    if (!betOptionsInCents(game.minBet).includes(betCents)) {
      throw new ApiError(400, ErrorCode.requestInvalid, 'bet is not one of the offered bets.');
    }
    const seed = deps.spinSeed();
    const outcome = spinOutcome(seed);
    const betAmount = fromCents(betCents);
    const winAmount = fromCents(betCents * outcome.multiplier);
    const notEnough = () =>
      new ApiError(400, ErrorCode.balanceNotEnough, 'The balance is too low for this bet.');
    const now = deps.now();

    if (ticket.accountType === 0) {
      // Free play: the play money on the ticket, never the wallet, never a bet record.
      const playBalance = await spinPlayMoney(db, ticket.ticket, betAmount, winAmount);
      if (playBalance === null) throw notEnough();
      return {
        reels: [...outcome.reels],
        multiplier: outcome.multiplier,
        bet: betAmount,
        win: winAmount,
        balance: playBalance,
      };
    }

    const customerId = ticket.customerId;
    if (customerId === null)
      throw new ApiError(403, ErrorCode.gameLaunchFailed, 'This game link has no player.');
    // The ledger debits only what the balance covers: two spins at once cannot spend the same money.
    const after = await settleSpin(
      db,
      customerId,
      game,
      { betCents, winCents: betCents * outcome.multiplier, seed: seed.toString('hex') },
      now,
    ).catch((error: unknown) => {
      // The game page knows the game's own wording for it.
      throw error instanceof ApiError && error.errorCode === ErrorCode.balanceInsufficient
        ? notEnough()
        : error;
    });
    const balance = fromCents(after);
    return {
      reels: [...outcome.reels],
      multiplier: outcome.multiplier,
      bet: betAmount,
      win: winAmount,
      balance,
    };
  });
}
