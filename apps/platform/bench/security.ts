/**
 * `pnpm --filter @gaming/platform bench:security` (also part of `pnpm bench`): repeats the security
 * review's runs against an in-process platform on a fresh seeded PGlite and prints the figures —
 * SMS-code guessing, the captcha and login lock, and unknown Merchant values. Measured, not asserted.
 * Attackers call from forwarded addresses (the platform trusts loopback proxies), so the
 * per-address ceilings apply as in production.
 */
import { ErrorCode } from '@gaming/api/wire';
import { createCaptcha } from '../src/services/captcha';
import { startTestPlatform } from '../src/testing';
import { TestClient } from '../src/testing/client';

const GUESSES = Number(process.env.BENCH_SMS_GUESSES ?? 1500);
const WRONG_PASSWORDS = 64;
const UNKNOWN_MERCHANTS = 10_000;

const platform = await startTestPlatform({ challengeMaxCounter: 200 });
await platform.app.inject({
  method: 'POST',
  url: '/__dev/settings',
  payload: { whitelabel: { VERIFCODELOGIN3: true } },
});
const figures: [string, string][] = [];
const tally = (codes: (string | undefined)[]) => {
  const counts = new Map<string, number>();
  for (const code of codes) counts.set(code ?? 'ok', (counts.get(code ?? 'ok') ?? 0) + 1);
  return [...counts].map(([code, n]) => `${code} ${n}`).join(', ');
};

// 1. SMS-code guessing: one attacker address, then one fresh address per guess.
{
  const attacker = new TestClient(platform.app, 'PHDEMO', { 'x-forwarded-for': '198.51.100.1' });
  await attacker.call('POST', '/wps/verification/sms/noLogin', {
    body: { mobileNum: '9171234567', challenge: await attacker.challenge() },
  });
  const code = (
    await platform.app.inject({ method: 'GET', url: '/__dev/sms?mobile=9171234567' })
  ).json<{ value: { code: string } }>().value.code;
  const wrong = code === '000000' ? '000001' : '000000';
  const started = Date.now();
  const answers: (string | undefined)[] = [];
  for (let i = 0; i < GUESSES; i++) {
    const from =
      i < 40
        ? attacker
        : new TestClient(platform.app, 'PHDEMO', {
            'x-forwarded-for': `198.51.${(i >> 8) & 255}.${i & 255}`,
          });
    const reply = await from.sealed('/wps/session/login', {
      username: '9171234567',
      password: wrong,
      type: 'sms',
      challenge: await from.challenge(),
    });
    answers.push(reply.body.errorCode);
  }
  const seconds = (Date.now() - started) / 1000;
  // The real code, from an address no ceiling has seen: the code was voided all the same.
  const owner = new TestClient(platform.app, 'PHDEMO', { 'x-forwarded-for': '198.51.100.9' });
  const real = await owner.sealed('/wps/session/login', {
    username: '9171234567',
    password: code,
    type: 'sms',
    challenge: await owner.challenge(),
  });
  const unsolved = await owner.sealed('/wps/session/login', {
    username: '9171234567',
    password: code,
    type: 'sms',
  });
  figures.push(
    [`SMS guessing: ${GUESSES} wrong codes in ${seconds.toFixed(1)} s`, tally(answers)],
    [
      'SMS guessing: wrong codes checked against the live code',
      String(answers.filter((c) => c === ErrorCode.verificationCodeInvalid).length),
    ],
    ['SMS guessing: the real code afterwards', real.body.errorCode ?? 'logged in'],
    ['SMS login without the proof of work', unsolved.body.errorCode ?? 'logged in'],
  );
}

// 2. The captcha and the login lock.
{
  const { dataUrl } = createCaptcha();
  const svg = Buffer.from(dataUrl.split(',')[1] ?? '', 'base64').toString('utf8');
  figures.push([
    'captcha: <text> elements in the image',
    String((svg.match(/<text/g) ?? []).length),
  ]);

  const attacker = new TestClient(platform.app, 'PHDEMO', { 'x-forwarded-for': '198.51.100.2' });
  const answers: (string | undefined)[] = [];
  for (let i = 0; i < WRONG_PASSWORDS; i++) {
    // The attacker cannot read the captcha: it sends a guess when one is asked for.
    answers.push(
      (
        await attacker.login('player02', 'Wrong1234', {
          captcha: 'ABCD',
          captchaKey: 'bench-captcha-key',
        })
      ).body.errorCode,
    );
  }
  const right = await new TestClient(platform.app, 'PHDEMO', {
    'x-forwarded-for': '198.51.100.3',
  }).login('player02', 'Member1234');
  figures.push(
    [`login: ${WRONG_PASSWORDS} wrong passwords from one address`, tally(answers)],
    [
      'login: passwords evaluated',
      String(answers.filter((c) => c === ErrorCode.loginFailed).length),
    ],
    ['login: the right password afterwards', right.body.errorCode ?? 'logged in'],
  );

  const racer = new TestClient(platform.app, 'PHDEMO', { 'x-forwarded-for': '198.51.100.4' });
  const challenges = await Promise.all(Array.from({ length: 40 }, () => racer.challenge()));
  const race = await Promise.all(
    challenges.map((challenge) =>
      racer.sealed('/wps/session/login', {
        username: 'player03',
        password: 'Wrong1234',
        type: 'username',
        challenge,
      }),
    ),
  );
  figures.push([
    'login: 40 concurrent wrong passwords, evaluated',
    String(race.filter((r) => r.body.errorCode === ErrorCode.loginFailed).length),
  ]);
}

// 3. Unknown Merchant values: a first round warms the server up, the second shows the growth.
{
  const round = async (tag: string) => {
    for (let i = 0; i < UNKNOWN_MERCHANTS; i++) {
      // Over HTTP, as the review sent them (in-process inject keeps memory of its own).
      const response = await fetch(`${platform.url}/wps/system/status`, {
        headers: { merchant: `NOPE${tag}${i}-${'x'.repeat(20)}` },
      });
      await response.arrayBuffer();
    }
    global.gc?.();
    return process.memoryUsage().heapUsed;
  };
  global.gc?.();
  const start = process.memoryUsage().heapUsed;
  const warm = await round('a');
  const after = await round('b');
  const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MiB`;
  figures.push(
    [
      `unknown Merchant: first ${UNKNOWN_MERCHANTS} unique values (warm-up), heap change`,
      mib(warm - start),
    ],
    [`unknown Merchant: next ${UNKNOWN_MERCHANTS} unique values, heap change`, mib(after - warm)],
    ['unknown Merchant: merchants cached', String(platform.site.cachedCount)],
  );
}

await platform.close();
const width = Math.max(...figures.map(([name]) => name.length));
console.log('\nsecurity bench (figures, not assertions)');
for (const [name, value] of figures) console.log(`  ${name.padEnd(width)}  ${value}`);
