import { NOTICES_SOCKET_PATH } from '../wire/notices-calls';

/**
 * The notices socket's address: on the page's own host when the API is same-origin (apiBase ''),
 * else on the API's host; wss for https, ws for http.
 */
export function noticesSocketUrl(
  apiBase: string,
  page: Pick<Location, 'protocol' | 'host'>,
): string {
  const base = new URL(apiBase || `${page.protocol}//${page.host}`);
  base.protocol = base.protocol === 'https:' ? 'wss:' : 'ws:';
  return new URL(NOTICES_SOCKET_PATH, base).toString();
}
