/**
 * What the plugins' tests share: calling a hook the way Vite does (bare or as `{ handler }`, with
 * the plugin context as `this`), and a real HTTP server over a plugin's middlewares.
 */
import { request as httpRequest } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Plugin } from 'vite';

/** Runs `plugin`'s hook `name` with `context` as `this`; fails when the plugin has no such hook. */
export function runHook(
  plugin: Plugin,
  name: keyof Plugin,
  context: object,
  ...args: unknown[]
): unknown {
  const hook: unknown = plugin[name];
  const handler: unknown =
    typeof hook === 'function' ? hook : (hook as { handler?: unknown } | undefined)?.handler;
  if (typeof handler !== 'function') throw new Error(`${plugin.name} has no ${name} hook`);
  return Reflect.apply(handler, context, args);
}

type Middleware = (request: IncomingMessage, response: ServerResponse, next: () => void) => void;
type Handler = (request: IncomingMessage, response: ServerResponse) => void;

export interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

export interface TestServer {
  /** Sends the request target as it is (no dot segment removed, unlike fetch). */
  get(target: string, headers?: Record<string, string>, method?: string): Promise<Answer>;
  close(): Promise<void>;
}

/**
 * Starts the middlewares `plugin`'s `hook` installs in front of `last` (what Vite's own
 * middlewares would do), on a loopback port of the system's choosing.
 */
export async function serveThrough(
  plugin: Plugin,
  hook: 'configureServer' | 'configurePreviewServer',
  last: Handler,
  config: object = {},
): Promise<TestServer> {
  const middlewares: Middleware[] = [];
  runHook(
    plugin,
    hook,
    {},
    { middlewares: { use: (m: Middleware) => middlewares.push(m) }, config },
  );
  const server = createServer((request, response) => {
    let index = 0;
    const next = () => {
      const middleware = middlewares[index++];
      if (middleware) middleware(request, response, next);
      else last(request, response);
    };
    next();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    get: (target, headers = {}, method = 'GET') =>
      new Promise((resolve, reject) => {
        const call = httpRequest(
          { host: '127.0.0.1', port, path: target, method, headers },
          (response) => {
            const chunks: Buffer[] = [];
            response.on('data', (chunk: Buffer) => chunks.push(chunk));
            response.on('end', () =>
              resolve({
                status: response.statusCode ?? 0,
                headers: response.headers,
                body: Buffer.concat(chunks),
              }),
            );
          },
        );
        call.on('error', reject);
        call.end();
      }),
    close: () =>
      new Promise<void>((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      ),
  };
}
