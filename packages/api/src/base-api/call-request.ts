import type { CallRoute } from '../wire/call';
import type { ApiRequest } from './base-query';

interface CallInput {
  params?: object | undefined;
  body?: unknown;
  headers?: Record<string, string>;
}

/**
 * The request of a call: URL, method and flags come from its route (the same object the platform
 * registers), so an endpoint never spells a path or a flag again.
 */
export function callRequest(route: CallRoute, input: CallInput = {}): ApiRequest {
  return {
    url: route.url,
    method: route.method ?? 'GET',
    ...(route.auth || route.optionalAuth ? { auth: true } : {}),
    ...(route.sealed ? { encrypted: true } : {}),
    ...(input.params === undefined ? {} : { params: input.params as Record<string, unknown> }),
    ...(input.body === undefined ? {} : { body: input.body }),
    ...(input.headers === undefined ? {} : { headers: input.headers }),
  };
}
