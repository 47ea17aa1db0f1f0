/**
 * `pnpm bench`: autocannon on loopback against an in-process platform on a fresh seeded PGlite,
 * printing requests/s and p99 latency. Measured, never asserted; not part of `pnpm test`.
 */
import autocannon from 'autocannon';
import { count } from 'drizzle-orm';
import { importEnvelopePublicKey, seal } from '@gaming/api/envelope';
import { solveVerificationChallenge } from '@gaming/api/verification';
import type { ApiEnvelope, RsaKeyValue, VerificationChallenge } from '@gaming/api/wire';
import { games } from '../src/db/schema';
import { startTestPlatform } from '../src/testing';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const LOGINS = Number(process.env.BENCH_LOGINS ?? 400);

const platform = await startTestPlatform({ challengeMaxCounter: 500 });
const headers = { Merchant: 'PHDEMO', 'content-type': 'application/json' };

async function value<T>(path: string): Promise<T> {
  const response = await fetch(platform.url + path, { headers });
  return ((await response.json()) as ApiEnvelope<T>).value as T;
}

interface Figures {
  name: string;
  requests: number;
  rps: number;
  p99: number;
  non2xx: number;
}

function run(name: string, options: autocannon.Options): Promise<Figures> {
  return new Promise((resolve, reject) => {
    autocannon(options, (error, result) => {
      if (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
        return;
      }
      resolve({
        name,
        requests: result.requests.total,
        rps: Math.round(result.requests.average),
        p99: result.latency.p99,
        non2xx: result.non2xx,
      });
    });
  });
}

const figures: Figures[] = [];
figures.push(
  await run('GET /wps/system/permission', {
    url: `${platform.url}/wps/system/permission`,
    headers,
    connections: 10,
    duration: DURATION_S,
  }),
);

// The game list at 10,000 games: lobby pages across the whole RNG catalogue (LIMIT/OFFSET on the
// type index, with its count), then name searches (case-insensitive, over every game).
const [catalogueSize] = await platform.database.db.select({ n: count() }).from(games);
const rngPages = Math.ceil(8625 / 42);
let page = 0;
figures.push(
  await run(`GET GCSGAME_gameList (RNG pages of 42, ${catalogueSize?.n ?? 0} games)`, {
    url: platform.url,
    headers,
    connections: 10,
    duration: DURATION_S,
    requests: [
      {
        method: 'GET',
        setupRequest: (request) => ({
          ...request,
          path: `/wps/relay/GCSGAME_gameList?clientType=3&gameType=RNG&pageSize=42&pageNo=${(page++ % rngPages) + 1}`,
        }),
      },
    ],
  }),
);
const SEARCHES = ['dragon', 'LUCKY', 'koi', 'fortune', 'baccarat', 'gold', 'xyz', 'wild'];
let search = 0;
figures.push(
  await run('GET GCSGAME_gameList (name search)', {
    url: platform.url,
    headers,
    connections: 10,
    duration: DURATION_S,
    requests: [
      {
        method: 'GET',
        setupRequest: (request) => ({
          ...request,
          path: `/wps/relay/GCSGAME_gameList?clientType=3&pageSize=42&gameName=${SEARCHES[search++ % SEARCHES.length] ?? ''}`,
        }),
      },
    ],
  }),
);

// Each login needs its own solved challenge (a replay is refused), so bodies are made beforehand.
const key = await value<RsaKeyValue>('/wps/session/key/rsa');
const publicKey = await importEnvelopePublicKey(key.keyId, key.publicKey);
const bodies: { encryption: string; body: string }[] = [];
for (let i = 0; i < LOGINS; i++) {
  const challenge = await solveVerificationChallenge(
    await value<VerificationChallenge>('/wps/verification/challenge'),
  );
  const sealed = await seal(
    { username: 'demo', password: 'Demo1234', type: 'username', challenge },
    publicKey,
  );
  bodies.push({ encryption: sealed.encryption, body: JSON.stringify(sealed.body) });
}
let next = 0;
figures.push(
  await run('POST /wps/session/login (sealed, scrypt)', {
    url: `${platform.url}/wps/session/login`,
    connections: 10,
    amount: LOGINS,
    requests: [
      {
        method: 'POST',
        setupRequest: (request) => {
          const body = bodies[next++ % bodies.length];
          return {
            ...request,
            headers: { ...headers, Encryption: body?.encryption ?? '' },
            body: body?.body ?? '',
          };
        },
      },
    ],
  }),
);

await platform.close();
console.log('\nbench (loopback, in-process platform, PGlite in memory)');
console.table(
  figures.map((f) => ({
    call: f.name,
    requests: f.requests,
    'req/s': f.rps,
    'p99 ms': f.p99,
    non2xx: f.non2xx,
  })),
);
