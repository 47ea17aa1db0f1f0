/**
 * The bench's edge: an HTTPS server speaking HTTP/2 in front of a `vite preview` server, the way a
 * static host or nginx (`listen 443 ssl; http2 on;`, docs/) serves the apps in production. Every
 * request goes through unchanged to the preview server (the same files, Brotli copies, security
 * and caching headers, and API proxy), and every answer comes back unchanged but for the
 * connection-level headers HTTP/2 does not carry.
 *
 * Why: Lighthouse's simulated throttling models the protocol it observes. Over `vite preview`'s
 * HTTP/1.1 it queues the page's requests on six connections per origin, each starting cold, which
 * a page of many small modules pays for and a production HTTP/2 host never does. The bench measures
 * through this edge by default; `LIGHTHOUSE_HTTP1=1` measures the preview servers directly.
 *
 * The certificate is made for the run (`openssl`, in Debian's base system) and trusted by the
 * bench's Chromium only, by its public key (`--ignore-certificate-errors-spki-list`).
 */
import { execFileSync } from 'node:child_process';
import { createHash, X509Certificate } from 'node:crypto';
import { readFileSync } from 'node:fs';
import {
  createSecureServer,
  type Http2SecureServer,
  type Http2ServerRequest,
  type Http2ServerResponse,
} from 'node:http2';
import { request, type IncomingHttpHeaders, type OutgoingHttpHeaders } from 'node:http';
import { connect } from 'node:net';
import type { Duplex } from 'node:stream';
import { join } from 'node:path';

export interface EdgeCertificate {
  key: Buffer;
  cert: Buffer;
  /** Base64 SHA-256 of the certificate's public key, for Chromium's SPKI allow list. */
  spkiHash: string;
}

/** A self-signed certificate for 127.0.0.1, written to `dir` (valid for two days). */
export function makeCertificate(dir: string): EdgeCertificate {
  const keyPath = join(dir, 'edge-key.pem');
  const certPath = join(dir, 'edge-cert.pem');
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-keyout',
        keyPath,
        '-out',
        certPath,
        '-days',
        '2',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
      ],
      { stdio: 'ignore' },
    );
  } catch (error) {
    throw new Error(
      "could not make the edge's certificate with openssl (apt-get install -y openssl, or LIGHTHOUSE_HTTP1=1)",
      { cause: error },
    );
  }
  const cert = readFileSync(certPath);
  const spki = new X509Certificate(cert).publicKey.export({ type: 'spki', format: 'der' });
  return {
    key: readFileSync(keyPath),
    cert,
    spkiHash: createHash('sha256').update(spki).digest('base64'),
  };
}

/** Headers of one connection (RFC 9113 §8.2.2), never forwarded across the edge. */
const CONNECTION_HEADERS = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
  'http2-settings',
]);

function forwardable(headers: IncomingHttpHeaders): OutgoingHttpHeaders {
  const kept: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers)) {
    if (name.startsWith(':') || CONNECTION_HEADERS.has(name) || value === undefined) continue;
    kept[name] = value;
  }
  return kept;
}

/**
 * Starts the edge on `port` (loopback) in front of the preview server on `backendPort`. WebSocket
 * upgrades (the live notices) come over HTTP/1.1 and are passed through as raw bytes.
 */
export function startEdge(
  certificate: EdgeCertificate,
  port: number,
  backendPort: number,
): Promise<Http2SecureServer> {
  const host = `127.0.0.1:${backendPort}`;
  const server = createSecureServer(
    { key: certificate.key, cert: certificate.cert, allowHTTP1: true },
    (incoming: Http2ServerRequest, outgoing: Http2ServerResponse) => {
      const headers = forwardable(incoming.headers);
      headers.host = host;
      const upstream = request(
        {
          host: '127.0.0.1',
          port: backendPort,
          method: incoming.method,
          path: incoming.url,
          headers,
        },
        (answer) => {
          outgoing.writeHead(answer.statusCode ?? 502, forwardable(answer.headers));
          answer.pipe(outgoing);
        },
      );
      upstream.on('error', () => {
        if (!outgoing.headersSent) outgoing.writeHead(502);
        outgoing.end();
      });
      incoming.pipe(upstream);
    },
  );
  server.on('upgrade', (incoming: Http2ServerRequest, socket: Duplex, head: Buffer) => {
    const backend = connect(backendPort, '127.0.0.1', () => {
      const lines = [`${incoming.method} ${incoming.url} HTTP/1.1`];
      for (let index = 0; index < incoming.rawHeaders.length; index += 2) {
        const name = incoming.rawHeaders[index] ?? '';
        lines.push(
          `${name}: ${name.toLowerCase() === 'host' ? host : incoming.rawHeaders[index + 1]}`,
        );
      }
      backend.write(`${lines.join('\r\n')}\r\n\r\n`);
      backend.write(head);
      backend.pipe(socket).pipe(backend);
    });
    const close = () => {
      backend.destroy();
      socket.destroy();
    };
    backend.on('error', close);
    socket.on('error', close);
  });
  return new Promise((started, failed) => {
    server.once('error', failed);
    server.listen(port, '127.0.0.1', () => started(server));
  });
}
