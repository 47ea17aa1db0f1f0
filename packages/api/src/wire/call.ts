/**
 * One contract per call: where it goes and what it needs (`CallRoute`, plain data the browser imports
 * from the `*-calls.ts` modules), and the shapes of its query, body and value (TypeBox schemas in the
 * area's schema module, imported as values by the platform only). The platform registers routes from
 * contracts and publishes them as OpenAPI; the api's endpoints take URL and flags from the route and
 * their types from the schemas.
 */
import type { Static, TSchema } from 'typebox';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface CallRoute {
  /** Default GET. */
  readonly method?: HttpMethod;
  /** The path of the spec (`/wps/...`, `/lgw/...`). */
  readonly url: string;
  /** Needs a session token in `Authorization`. */
  readonly auth?: boolean;
  /** Reads the session token when one is sent; a visitor passes. */
  readonly optionalAuth?: boolean;
  /** The body travels in the crypto envelope; the opened payload is validated by `body`. */
  readonly sealed?: boolean;
  /** Answered even in maintenance or for a restricted region (system calls). */
  readonly ungated?: boolean;
  /** No `Merchant` header needed (pages, images, dev routes). */
  readonly noMerchant?: boolean;
  /** Refused to trial accounts (isAgent 4) with `in_need_true_account` (§6); implies a session. */
  readonly realAccount?: boolean;
  /**
   * Agent centre calls: only agents (isAgent 1, 2, 41, 42) pass, others are refused 403
   * `login.non.member` (§6 "non-member or non-agent"); declared with `auth`.
   */
  readonly agentOnly?: boolean;
}

/** What a call reads and answers. A JSON call answers `{ success, value }`; a page or image answers `content`. */
export interface CallSchemas {
  /** One line for operators (OpenAPI summary). */
  readonly summary: string;
  readonly description?: string;
  /** Path parameters (`/wps/assets/games/:file`). */
  readonly params?: TSchema;
  readonly query?: TSchema;
  readonly body?: TSchema;
  /** The envelope's `value` on success. */
  readonly value?: TSchema;
  /** A call that answers a document instead of an envelope. */
  readonly content?: 'text/html' | 'image/svg+xml' | 'image/*';
}

export type Contract = CallRoute & CallSchemas & { readonly area: string };

/**
 * An area's contracts: every call of `calls` must get its schemas (a call left out is a type error).
 */
export function contractsOf<
  const C extends Record<string, CallRoute>,
  const S extends { [K in keyof C]: CallSchemas },
>(area: string, calls: C, schemas: S): { [K in keyof C]: C[K] & S[K] & { area: string } } {
  const entries = Object.keys(calls).map((name) => [
    name,
    { ...calls[name], ...schemas[name], area },
  ]);
  return Object.fromEntries(entries) as { [K in keyof C]: C[K] & S[K] & { area: string } };
}

/** The type of a schema (re-exported so callers need no TypeBox import). */
export type StaticOf<T extends TSchema> = Static<T>;

type PartOf<C, K extends 'params' | 'query' | 'body'> = C extends {
  readonly [P in K]: infer S extends TSchema;
}
  ? Static<S>
  : undefined;

/** What a call answers: its `value` schema's type (a page or an image answers text). */
export type ValueOf<C> = C extends { readonly value: infer S extends TSchema } ? Static<S> : string;
/** A call's query string, from its `query` schema (`undefined` when it has none). */
export type QueryOf<C> = PartOf<C, 'query'>;
/** A call's path parameters (`:orderNo`), from its `params` schema. */
export type PathOf<C> = PartOf<C, 'params'>;
/** A call's body, from its `body` schema (the payload, for a sealed call). */
export type BodyOf<C> = PartOf<C, 'body'>;

/**
 * What an endpoint takes when it passes its argument on as is: a GET call its query string, any
 * other call its body; nothing (`void`) for a call without that schema.
 */
export type ArgOf<C> = C extends { readonly method: 'POST' | 'PUT' | 'DELETE' }
  ? C extends { readonly body: TSchema }
    ? BodyOf<C>
    : void
  : C extends { readonly query: TSchema }
    ? QueryOf<C>
    : void;

/** What a request of the call carries, each part checked against the call's schemas. */
export interface CallInput<C> {
  /** The query string. */
  params?: QueryOf<C>;
  /** The values of the URL's `:name` segments. */
  path?: PathOf<C>;
  body?: BodyOf<C>;
  headers?: Record<string, string>;
}
