/**
 * Registers a route from its contract (`@gaming/api/contract`): Fastify validates the query and the
 * (opened) body against the contract's schemas and serialises the value from it, and the handler's
 * request is typed from the same schemas. A JSON call's handler returns the value; the envelope is
 * added here.
 */
import type { Contract } from '@gaming/api/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import type { Static, TSchema } from 'typebox';
import Type from 'typebox';
import { ErrorCode } from '@gaming/api/wire';
import { CALL_CEILINGS, checkCeiling } from '../services/ceilings';
import { ApiError } from './api-error';

type Part<C, K extends 'params' | 'query' | 'body'> = C extends {
  readonly [P in K]: infer S extends TSchema;
}
  ? Static<S>
  : undefined;

/** The request of a call: `query` and `body` as its schemas say (the body opened when sealed). */
export type CallRequest<C extends Contract> = Omit<FastifyRequest, 'params' | 'query' | 'body'> & {
  params: Part<C, 'params'>;
  query: Part<C, 'query'>;
  body: Part<C, 'body'>;
};

type ValueOf<C> = C extends { readonly value: infer V extends TSchema } ? Static<V> : never;

/** The envelope of a successful JSON call. */
function envelopeOf(value: TSchema) {
  return Type.Object({ success: Type.Literal(true), value });
}

function schemaOf(contract: Contract): FastifySchema {
  return {
    summary: contract.summary,
    ...(contract.description === undefined ? {} : { description: contract.description }),
    tags: [contract.area],
    ...(contract.params === undefined ? {} : { params: contract.params }),
    ...(contract.query === undefined ? {} : { querystring: contract.query }),
    ...(contract.body === undefined ? {} : { body: contract.body }),
    response:
      contract.value !== undefined
        ? { 200: envelopeOf(contract.value) }
        : {
            200: {
              description: contract.summary,
              content: { [contract.content ?? 'text/html']: { schema: Type.String() } },
            },
          },
  };
}

/** What a route adds to its contract: a per-address ceiling (@fastify/rate-limit). */
export interface RouteExtras {
  rateLimit?: { max: number; timeWindow: number };
  /** A larger body than the platform's default 64 KB (an avatar upload). */
  bodyLimit?: number;
}

function configOf(contract: Contract, extras: RouteExtras = {}) {
  const rateLimit = extras.rateLimit ?? CALL_CEILINGS.get(contract)?.address;
  return {
    ...(rateLimit === undefined ? {} : { rateLimit }),
    auth: contract.auth === true,
    optionalAuth: contract.optionalAuth === true,
    sealed: contract.sealed === true,
    ungated: contract.ungated === true,
    noMerchant: contract.noMerchant === true,
    realAccount: contract.realAccount === true,
    agentOnly: contract.agentOnly === true,
  };
}

/** No body, or `{}`. */
function isEmptyBody(body: unknown): boolean {
  if (body === undefined) return true;
  return (
    typeof body === 'object' &&
    body !== null &&
    !Array.isArray(body) &&
    Object.keys(body).length === 0
  );
}

/** A JSON call: the handler answers the value, sent as `{ success: true, value }`. */
export function route<C extends Contract & { readonly value: TSchema }>(
  app: FastifyInstance,
  contract: C,
  handler: (request: CallRequest<C>, reply: FastifyReply) => ValueOf<C> | Promise<ValueOf<C>>,
  extras?: RouteExtras,
): void {
  const method = contract.method ?? 'GET';
  const ceiling = CALL_CEILINGS.get(contract)?.account;
  app.route({
    method,
    url: contract.url,
    ...(extras?.bodyLimit === undefined ? {} : { bodyLimit: extras.bodyLimit }),
    schema: schemaOf(contract),
    config: configOf(contract, extras),
    handler: async (request, reply) => {
      // A call without a body schema takes no body: anything sent instead is refused, not ignored.
      if (contract.body === undefined && !isEmptyBody(request.body))
        throw new ApiError(400, ErrorCode.requestInvalid, 'This call takes no body.');
      // A per-member ceiling counts the calls that passed the guards and validation.
      if (ceiling)
        await checkCeiling(
          app,
          request,
          { ...ceiling, name: `${ceiling.name}:${method} ${contract.url}` },
          String(request.session.customerId),
        );
      return {
        success: true,
        value: await handler(request as unknown as CallRequest<C>, reply),
      };
    },
  });
}

/** A page or an image: the handler sends the document itself. */
export function documentRoute<C extends Contract & { readonly content: string }>(
  app: FastifyInstance,
  contract: C,
  handler: (request: CallRequest<C>, reply: FastifyReply) => FastifyReply | Promise<FastifyReply>,
): void {
  app.route({
    method: contract.method ?? 'GET',
    url: contract.url,
    schema: schemaOf(contract),
    config: configOf(contract),
    handler: (request, reply) => handler(request as unknown as CallRequest<C>, reply),
  });
}
