/**
 * An area's endpoints, typed by its contracts. An endpoint names its call: its result is the call's
 * value, and what it sends (query string, path, body) is checked against the call's schemas. The
 * schemas are only types here (an endpoint module takes its area's contracts with `import type`), so
 * no schema code reaches a bundle, and an endpoint whose types disagree with its contract does not
 * compile. The raw endpoint builder stays inside: an endpoint cannot declare its own result type.
 */
import type {
  BaseQueryApi,
  EndpointBuilder,
  EndpointDefinitions,
  MutationDefinition,
  MutationExtraOptions,
  QueryDefinition,
  QueryExtraOptions,
  QueryReturnValue,
} from '@reduxjs/toolkit/query';
import type { TSchema } from 'typebox';
import type { ArgOf, CallInput, CallRoute, Contract, ValueOf } from '../wire/call';
import type { ApiFailure } from './api-failure';
import type { TagType } from './base-api';
import { baseApi } from './base-api';
import type { ApiBaseQuery, ApiRequest } from './base-query';
import type { RequestInput } from './call-request';
import { callRequest } from './call-request';

type Contracts = Record<string, Contract>;
type Build = EndpointBuilder<ApiBaseQuery, TagType, 'api'>;

/** The base query a `queryFn` is given: sends one request. */
export type Send = (request: string | ApiRequest) => ReturnType<ApiBaseQuery>;
/** A call's answer: its value, or a failure. */
export type CallAnswer<C> = QueryReturnValue<ValueOf<C>, ApiFailure, undefined>;

type QueryOptions<C, A> = Omit<
  QueryExtraOptions<TagType, ValueOf<C>, A, ApiBaseQuery, 'api'>,
  'type'
>;
type MutationOptions<C, A> = Omit<
  MutationExtraOptions<TagType, ValueOf<C>, A, ApiBaseQuery, 'api'>,
  'type'
>;

interface WithRequest<C, A> {
  /** What the argument becomes on the wire, when it is not the query string or body as is. */
  request: (arg: A) => CallInput<C>;
}

interface WithQueryFn<C, A> {
  /** An endpoint of several requests (a challenge first, one of two calls): answers the call's value. */
  queryFn: (
    arg: A,
    api: BaseQueryApi,
    extraOptions: unknown,
    send: Send,
  ) => CallAnswer<C> | Promise<CallAnswer<C>>;
}

type Definitions<D> = D extends EndpointDefinitions ? D : never;

type Query<C, A> = QueryDefinition<A, ApiBaseQuery, TagType, ValueOf<C>, 'api'>;
type Mutation<C, A> = MutationDefinition<A, ApiBaseQuery, TagType, ValueOf<C>, 'api'>;

/** `request` or `queryFn`: the endpoint's argument is what they take. */
type Shaped<C, A> = WithRequest<C, A> | WithQueryFn<C, A>;

/** A call's endpoint made with `request` or `queryFn` (a call with path parameters needs one). */
interface ShapedEndpoint<C> {
  query<A = void>(options: QueryOptions<C, A> & Shaped<C, A>): Query<C, A>;
  mutation<A = void>(options: MutationOptions<C, A> & Shaped<C, A>): Mutation<C, A>;
}

/**
 * A call's endpoint that may pass its argument as is: a GET call's query string, another call's
 * body, as its contract says (nothing for a call without that schema).
 */
interface PlainEndpoint<C> {
  // The shaped signature first: one tried before it without `request` would fix the types of a
  // `request` function (its literals widened) before the signature that takes it sees it.
  query<A = void>(options: QueryOptions<C, A> & Shaped<C, A>): Query<C, A>;
  query(options?: QueryOptions<C, ArgOf<C>>): Query<C, ArgOf<C>>;
  mutation<A = void>(options: MutationOptions<C, A> & Shaped<C, A>): Mutation<C, A>;
  mutation(options?: MutationOptions<C, ArgOf<C>>): Mutation<C, ArgOf<C>>;
}

/**
 * The endpoint builder of an area, one entry per call: `call.memberInfo.query({ providesTags })`.
 * A call with path parameters (`:orderNo`) needs `request` to fill them in.
 */
export type CallEndpoints<Cs extends Contracts> = {
  readonly [K in keyof Cs]: Cs[K] extends { readonly params: TSchema }
    ? ShapedEndpoint<Cs[K]>
    : PlainEndpoint<Cs[K]>;
};

interface LooseOptions {
  request?: (arg: unknown) => RequestInput;
  queryFn?: unknown;
}

/** A GET call's argument is its query string, another call's its body (see `ArgOf`). */
function inputOf(route: CallRoute, arg: unknown): RequestInput {
  if (arg === undefined) return {};
  return (route.method ?? 'GET') === 'GET' ? { params: arg as object } : { body: arg };
}

/**
 * The calls of an area, typed by its contracts: `callsOf<typeof memberContracts>(memberCalls)`
 * (the contracts imported with `import type`, the routes as values).
 */
export function callsOf<Cs extends Contracts>(routes: { readonly [K in keyof Cs]: CallRoute }) {
  const route = (name: keyof Cs): CallRoute => routes[name];

  /** A call's request, its parts checked against its contract (for a `queryFn`). */
  function request<K extends keyof Cs>(name: K, input: CallInput<Cs[K]> = {}): ApiRequest {
    return callRequest(route(name), input);
  }

  /** Sends a call from a `queryFn`; its answer is typed as the call's value. */
  async function send<K extends keyof Cs>(
    sender: Send,
    name: K,
    input: CallInput<Cs[K]> = {},
  ): Promise<CallAnswer<Cs[K]>> {
    return (await sender(request(name, input))) as CallAnswer<Cs[K]>;
  }

  function definition(name: keyof Cs, options: LooseOptions = {}) {
    const { request: toInput, queryFn, ...rest } = options;
    if (queryFn !== undefined) return { ...rest, queryFn };
    return {
      ...rest,
      query: (arg: unknown) =>
        callRequest(route(name), toInput ? toInput(arg) : inputOf(route(name), arg)),
    };
  }

  function endpointsOf(build: Build): CallEndpoints<Cs> {
    const entries = Object.keys(routes).map((name) => [
      name,
      {
        query: (options?: LooseOptions) =>
          build.query(definition(name, options) as Parameters<Build['query']>[0]),
        mutation: (options?: LooseOptions) =>
          build.mutation(definition(name, options) as Parameters<Build['mutation']>[0]),
      },
    ]);
    return Object.fromEntries(entries) as CallEndpoints<Cs>;
  }

  // `D` is only an object to its caller: an endpoint definition as the contextual type would make
  // an endpoint whose `request` takes nothing infer `any` as its argument.
  /** Injects the area's endpoints into the one API; `endpoints` builds them with `call`. */
  function inject<D extends Record<string, object>>(endpoints: (call: CallEndpoints<Cs>) => D) {
    return baseApi.injectEndpoints({
      endpoints: (build) => endpoints(endpointsOf(build)) as Definitions<D>,
    });
  }

  return { inject, request, send };
}
