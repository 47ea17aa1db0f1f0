import type { CallRoute } from '../wire/call';
import type { ApiRequest } from './base-query';

/** A request's parts (`CallInput` is the same, typed by a contract). */
export interface RequestInput {
  params?: object | undefined;
  path?: object | undefined;
  body?: unknown;
  headers?: Record<string, string>;
}

/** The URL with its `:name` segments filled in from `path`. */
function urlOf(url: string, path: object | undefined): string {
  if (path === undefined) return url;
  const values = path as Record<string, string | number>;
  return url.replace(/:([A-Za-z]+)/g, (segment, name: string) =>
    name in values ? encodeURIComponent(String(values[name])) : segment,
  );
}

/**
 * The request of a call: URL, method and flags come from its route (the same object the platform
 * registers), so an endpoint never spells a path or a flag again.
 */
export function callRequest(route: CallRoute, input: RequestInput = {}): ApiRequest {
  return {
    url: urlOf(route.url, input.path),
    method: route.method ?? 'GET',
    ...(route.auth || route.optionalAuth ? { auth: true } : {}),
    ...(route.sealed ? { encrypted: true } : {}),
    ...(input.params === undefined ? {} : { params: input.params as Record<string, unknown> }),
    ...(input.body === undefined ? {} : { body: input.body }),
    ...(input.headers === undefined ? {} : { headers: input.headers }),
  };
}
