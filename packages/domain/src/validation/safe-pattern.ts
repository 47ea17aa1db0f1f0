/**
 * Server patterns (§5 Server rules) run in the player's browser, so a pattern that can backtrack
 * catastrophically would freeze the page. Before a pattern is used it is parsed and checked
 * statically, conservatively: a safe pattern may be refused, an explosive one may not pass.
 */

/** Longer patterns are refused outright: no registration rule needs one, and parsing stays cheap. */
export const MAX_PATTERN_LENGTH = 512;
/** Deeper group nesting is refused, so the parser's recursion is bounded. */
const MAX_GROUP_DEPTH = 16;
/**
 * Unbounded quantifiers (`*`, `+`, `{n,}`) allowed in one matching context (the pattern, or one
 * lookaround): k overlapping ones cost about length^k steps, and the length is capped by maxLength.
 */
export const MAX_UNBOUNDED_QUANTIFIERS = 4;

type Atom =
  | { readonly kind: 'char'; readonly source: string }
  | { readonly kind: 'set'; readonly source: string }
  | { readonly kind: 'assertion' }
  | { readonly kind: 'backreference' }
  | { readonly kind: 'group'; readonly lookaround: boolean; readonly alternatives: Alternatives };
interface Term {
  readonly atom: Atom;
  readonly min: number;
  readonly max: number;
}
type Alternatives = readonly (readonly Term[])[];

interface Cursor {
  readonly source: string;
  pos: number;
}

const GROUP_OPENING = /\(\?(?::|=|!|<=|<!|<[A-Za-z_$][\w$]*>)|\((?!\?)/y;
const QUANTIFIER_BRACES = /\{(\d+)(?:(,)(\d*))?\}/y;
const HEX2 = /[0-9A-Fa-f]{2}/y;
const HEX4 = /[0-9A-Fa-f]{4}/y;

function matchesAt(pattern: RegExp, source: string, pos: number): RegExpExecArray | null {
  pattern.lastIndex = pos;
  return pattern.exec(source);
}

/** `{n}`, `{n,}` or `{n,m}` at pos, with its length; null when the brace is a literal. */
function bracesAt(
  source: string,
  pos: number,
): { min: number; max: number; length: number } | null {
  const match = matchesAt(QUANTIFIER_BRACES, source, pos);
  if (!match) return null;
  const min = Number(match[1]);
  const upper = match[3] ?? '';
  const max = match[2] === undefined ? min : upper === '' ? Infinity : Number(upper);
  return { min, max, length: match[0].length };
}

/** Length of the escape starting with the backslash at pos (`\x41`, `\u0041`, `\u{1F600}`, `\cA`, …). */
function escapeLength(source: string, pos: number): number {
  const letter = source.charAt(pos + 1);
  if (letter === 'x' && matchesAt(HEX2, source, pos + 2)) return 4;
  if (letter === 'u' && matchesAt(HEX4, source, pos + 2)) return 6;
  if ((letter === 'u' || letter === 'p' || letter === 'P') && source.charAt(pos + 2) === '{') {
    const close = source.indexOf('}', pos + 3);
    if (close > 0) return close - pos + 1;
  }
  if (letter === 'c' && /[A-Za-z]/.test(source.charAt(pos + 2))) return 3;
  return 2;
}

function parseEscape(cursor: Cursor): Atom | null {
  const { source, pos } = cursor;
  const letter = source.charAt(pos + 1);
  if (letter === '') return null;
  if (/[1-9]/.test(letter) || (letter === 'k' && source.charAt(pos + 2) === '<')) {
    cursor.pos += 2;
    return { kind: 'backreference' };
  }
  if (letter === 'b' || letter === 'B') {
    cursor.pos += 2;
    return { kind: 'assertion' };
  }
  const length = escapeLength(source, pos);
  cursor.pos += length;
  const escaped = source.slice(pos, pos + length);
  // `\.` or `\-` stands for the character itself; letters and digits name classes or code points.
  return /[A-Za-z0-9]/.test(letter)
    ? { kind: 'set', source: escaped }
    : { kind: 'char', source: escaped };
}

function parseClass(cursor: Cursor): Atom | null {
  const { source, pos } = cursor;
  let end = pos + 1;
  if (source.charAt(end) === '^') end += 1;
  while (end < source.length && source.charAt(end) !== ']')
    end += source.charAt(end) === '\\' ? 2 : 1;
  if (end >= source.length) return null;
  cursor.pos = end + 1;
  return { kind: 'set', source: source.slice(pos, end + 1) };
}

function parseGroup(cursor: Cursor, depth: number): Atom | null {
  if (depth >= MAX_GROUP_DEPTH) return null;
  const { source } = cursor;
  const match = matchesAt(GROUP_OPENING, source, cursor.pos);
  if (!match) return null;
  const head = match[0];
  cursor.pos += head.length;
  const lookaround = /^\(\?(?:=|!|<=|<!)$/.test(head);
  const alternatives = parseAlternatives(cursor, depth + 1);
  if (!alternatives || source.charAt(cursor.pos) !== ')') return null;
  cursor.pos += 1;
  return { kind: 'group', lookaround, alternatives };
}

function parseAtom(cursor: Cursor, depth: number): Atom | null {
  const { source, pos } = cursor;
  const char = source.charAt(pos);
  switch (char) {
    case '^':
    case '$':
      cursor.pos += 1;
      return { kind: 'assertion' };
    case '(':
      return parseGroup(cursor, depth);
    case '[':
      return parseClass(cursor);
    case '\\':
      return parseEscape(cursor);
    case '.':
      cursor.pos += 1;
      return { kind: 'set', source: '.' };
    case '*':
    case '+':
    case '?':
      return null;
    default: {
      if (char === '{' && bracesAt(source, pos)) return null;
      const code = source.charCodeAt(pos);
      const pair =
        code >= 0xd800 && code <= 0xdbff && /[\uDC00-\uDFFF]/.test(source.charAt(pos + 1));
      const length = pair ? 2 : 1;
      cursor.pos += length;
      return { kind: 'char', source: source.slice(pos, pos + length) };
    }
  }
}

/** The quantifier after an atom; `{ min: 1, max: 1 }` when there is none. A lazy `?` is skipped. */
function parseQuantifier(cursor: Cursor): { min: number; max: number } {
  const { source } = cursor;
  const char = source.charAt(cursor.pos);
  let bounds = { min: 1, max: 1 };
  let length = 0;
  if (char === '*') [bounds, length] = [{ min: 0, max: Infinity }, 1];
  else if (char === '+') [bounds, length] = [{ min: 1, max: Infinity }, 1];
  else if (char === '?') [bounds, length] = [{ min: 0, max: 1 }, 1];
  else {
    const braces = bracesAt(source, cursor.pos);
    if (braces) [bounds, length] = [{ min: braces.min, max: braces.max }, braces.length];
  }
  cursor.pos += length;
  if (length > 0 && source.charAt(cursor.pos) === '?') cursor.pos += 1;
  return bounds;
}

function parseAlternatives(cursor: Cursor, depth: number): Alternatives | null {
  const { source } = cursor;
  const alternatives: Term[][] = [];
  let sequence: Term[] = [];
  alternatives.push(sequence);
  while (cursor.pos < source.length && source.charAt(cursor.pos) !== ')') {
    if (source.charAt(cursor.pos) === '|') {
      cursor.pos += 1;
      sequence = [];
      alternatives.push(sequence);
      continue;
    }
    const atom = parseAtom(cursor, depth);
    if (!atom) return null;
    sequence.push({ atom, ...parseQuantifier(cursor) });
  }
  return alternatives;
}

/** The pattern as a tree of alternatives and quantified atoms; null when it is not understood. */
function parsePattern(source: string): Alternatives | null {
  const cursor: Cursor = { source, pos: 0 };
  const alternatives = parseAlternatives(cursor, 0);
  return alternatives && cursor.pos === source.length ? alternatives : null;
}

/** Compiles a pattern, or null when it does not compile with these flags. */
function tryRegExp(source: string, flags: string): RegExp | null {
  try {
    return new RegExp(source, flags);
  } catch {
    return null;
  }
}

/** Whether a single-character atom (a literal, a class, `.`, `\d`, …) matches the character. */
function atomMatches(source: string, character: string, flags: string): boolean {
  return tryRegExp(`^(?:${source})$`, flags)?.test(character) ?? true;
}

/**
 * A separator: exactly one literal character at the start or the end of a repeated group that no
 * other atom of the group can match, as the space in `( [A-Z]+)*` or the dot in `([\w-]+\.)+`.
 * Every repetition then begins (or ends) at a separator, so the input splits in one way only.
 */
function isSeparator(term: Term, body: readonly Term[], flags: string): boolean {
  if (term.min !== 1 || term.max !== 1 || term.atom.kind !== 'char') return false;
  const { source } = term.atom;
  const character = source.startsWith('\\') ? source.slice(1) : source;
  return body.every(
    (other) =>
      other === term ||
      (other.atom.kind !== 'char' && other.atom.kind !== 'set') ||
      !atomMatches(other.atom.source, character, flags),
  );
}

/**
 * Whether a group may be repeated: a single alternative of plain atoms that either always has the
 * same length or is delimited by a separator. `(a+)+`, `(a*)*`, `(a|a)*` and `(a?a)+` are not.
 */
function isRepeatableBody(alternatives: Alternatives, flags: string): boolean {
  const [body, ...others] = alternatives;
  if (!body || others.length > 0) return false;
  if (body.some((term) => term.atom.kind === 'group')) return false;
  if (body.every((term) => term.min === term.max)) return true;
  const last = body.length - 1;
  return body.some(
    (term, index) => (index === 0 || index === last) && isSeparator(term, body, flags),
  );
}

function isSafeTree(alternatives: Alternatives, flags: string): boolean {
  return alternatives.every((sequence) =>
    sequence.every(({ atom, max }) => {
      if (atom.kind === 'backreference') return false;
      if (atom.kind !== 'group') return true;
      return (
        isSafeTree(atom.alternatives, flags) &&
        (max <= 1 || isRepeatableBody(atom.alternatives, flags))
      );
    }),
  );
}

/** Counts the unbounded quantifiers of one context; lookaround bodies are collected as their own. */
function countUnbounded(alternatives: Alternatives, lookarounds: Alternatives[]): number {
  let count = 0;
  for (const sequence of alternatives) {
    for (const { atom, max } of sequence) {
      if (max === Infinity) count += 1;
      if (atom.kind !== 'group') continue;
      if (atom.lookaround) lookarounds.push(atom.alternatives);
      else count += countUnbounded(atom.alternatives, lookarounds);
    }
  }
  return count;
}

function isWithinUnboundedLimit(alternatives: Alternatives): boolean {
  const lookarounds: Alternatives[] = [];
  return (
    countUnbounded(alternatives, lookarounds) <= MAX_UNBOUNDED_QUANTIFIERS &&
    lookarounds.every(isWithinUnboundedLimit)
  );
}

/**
 * Whether a server pattern is safe from catastrophic backtracking. Refused: backreferences
 * (`\1`, `\k<name>`); a repeated group holding a quantifier or an alternation (`(a+)+`, `(a*)*`,
 * `(a|a)*`), unless a separator delimits its repetitions; more than MAX_UNBOUNDED_QUANTIFIERS
 * unbounded quantifiers in one context; and anything the parser does not understand.
 */
export function isBacktrackingSafe(source: string, flags = 'u'): boolean {
  if (source.length > MAX_PATTERN_LENGTH) return false;
  const tree = parsePattern(source);
  return tree !== null && isSafeTree(tree, flags) && isWithinUnboundedLimit(tree);
}

const CACHE_LIMIT = 256;
const compiled = new Map<string, RegExp | null>();

function compile(source: string): RegExp | null {
  // Unicode mode first (`\p{…}`, code points); patterns written for the legacy syntax still compile.
  const flags = tryRegExp(source, 'u') ? 'u' : tryRegExp(source, '') ? '' : null;
  if (flags === null || !isBacktrackingSafe(source, flags)) return null;
  // The whole value must match, as Java's String.matches does on the server.
  return tryRegExp(`^(?:${source})$`, flags);
}

/**
 * The server pattern compiled to match a whole value, or null when it does not compile or is not
 * safe to run. Results are cached by source (at most CACHE_LIMIT entries).
 */
export function compileServerPattern(source: string): RegExp | null {
  const cached = compiled.get(source);
  if (cached !== undefined) return cached;
  const pattern = compile(source);
  // A server sends a handful of patterns; a full cache means something churns, so start afresh.
  if (compiled.size >= CACHE_LIMIT) compiled.clear();
  compiled.set(source, pattern);
  return pattern;
}
