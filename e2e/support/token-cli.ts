/**
 * Prints a session token for a seed account, for looking at member screens by hand:
 * `E2E_PLATFORM_PORT=8787 apps/platform/node_modules/.bin/tsx e2e/support/token-cli.ts demo Demo1234`
 * then open `/?token=<token>`.
 */
import { loginToken } from './platform';

const [username = 'demo', password = 'Demo1234'] = process.argv.slice(2);
console.log(await loginToken(username, password));
