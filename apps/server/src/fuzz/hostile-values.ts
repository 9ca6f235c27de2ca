import type { Random } from './random';

/**
 * Input an attacker sends: control characters, odd unicode, SQL and path traversal, numbers that
 * are not quite numbers, and values far larger or deeper than any form produces.
 */

/** Control characters no field accepts (tabs and line breaks are allowed in multi-line text). */
export const CONTROL_CHARACTERS = [
  '\u0000',
  '\u0001',
  '\u0007',
  '\u0008',
  '\u000b',
  '\u001b',
  '\u001f',
];

const UNICODE = [
  '\u0085',
  '\u2028',
  '\u2029',
  '\ufeff',
  '\u202e',
  '\ud800',
  '\udfff',
  'e\u0301',
  '👩‍👩‍👧‍👦',
  '𝕏𝕪𝕫',
  'ＡＢＣ１２３',
  '١٢٣',
  'Ω≈ç√∫',
  '\u200b',
  '\u00a0',
  '￿',
];

const INJECTION = [
  "' OR '1'='1",
  "'; DROP TABLE users; --",
  '1; SELECT pg_sleep(5)',
  "%' OR 1=1 --",
  '" OR ""="',
  "\\'",
  '\\',
  '%',
  '_',
  '%_%',
  '$1',
  "'::text",
  "E'\\x00'",
  '<script>alert(1)</script>',
  '{{7*7}}',
  '${7*7}',
  '__proto__',
  'constructor',
  'javascript:alert(1)',
  'data:text/html,<h1>x</h1>',
  'https://evil.example/x.png',
];

const TRAVERSAL = [
  '../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '/etc/passwd',
  'public/../../secrets.json',
  '....//....//etc/passwd',
  '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  '..%252f..%252fetc%252fpasswd',
  'file:///etc/passwd',
  '.env',
  '.',
  '..',
];

const NUMBERISH = [
  '',
  ' ',
  '0',
  '-1',
  '-0',
  '1.5',
  '1e309',
  '-1e309',
  '1e2',
  '0x10',
  '0b11',
  'NaN',
  'Infinity',
  '9007199254740993',
  '2147483648',
  '1000000000000000',
  '99999999999999999999999',
  ' 7 ',
  '7-template',
  '٧',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
];

export function hostileString(random: Random): string {
  switch (random.int(0, 7)) {
    case 0:
      return `a${random.pick(CONTROL_CHARACTERS)}b`;
    case 1:
      return random.pick(UNICODE).repeat(random.int(1, 4));
    case 2:
      return random.pick(INJECTION);
    case 3:
      return random.pick(TRAVERSAL);
    case 4:
      return random.pick(NUMBERISH);
    case 5:
      return 'x'.repeat(random.pick([101, 256, 1025, 20_000]));
    case 6:
      return random.pick(UNICODE).repeat(random.pick([50, 300, 5000]));
    default:
      return `${random.pick(INJECTION)}${random.pick(CONTROL_CHARACTERS)}${random.pick(UNICODE)}`;
  }
}

/** Any JSON value, hostile in type, size or depth. */
export function hostileJson(random: Random, depth = 0): unknown {
  switch (random.int(0, depth > 2 ? 4 : 9)) {
    case 0:
      return null;
    case 1:
      return random.pick([true, false]);
    case 2:
      // Past a 32-bit column either way, and whole numbers JSON carries but no column holds.
      return random.pick([
        0,
        -1,
        1.5,
        1e308,
        -1e308,
        2 ** 53 + 2,
        5e-324,
        -0,
        2 ** 31,
        -(2 ** 31) - 1,
        2 ** 31 - 1,
        1e15,
      ]);
    case 3:
      return hostileString(random);
    case 4:
      return random.pick([[], {}, '', ' ']);
    case 5:
      return Array.from({ length: random.int(1, 4) }, () => hostileJson(random, depth + 1));
    case 6:
      return Object.fromEntries(
        Array.from({ length: random.int(1, 4) }, () => [
          hostileString(random).slice(0, 40),
          hostileJson(random, depth + 1),
        ]),
      );
    case 7:
      return nested(random.pick([50, 1000, 3000]), random.chance(0.5));
    case 8:
      return Array.from({ length: random.pick([1000, 20_000]) }, (_, index) => index);
    default:
      return { value: hostileString(random) };
  }
}

/**
 * JSON text nested thousands deep, as a template's JSON: it parses, but `JSON.stringify` and
 * PostgreSQL's jsonb give up on it, so a field that stores parsed JSON must refuse it first.
 */
export function deepJsonText(random: Random): string {
  const depth = random.pick([40, 5000, 90_000]);
  const [open, close] = random.chance(0.5) ? ['[', ']'] : ['{"a":', '}'];
  const innermost = open === '[' ? '' : '1';
  return `{"width":640,"height":360,"layers":${open.repeat(depth)}${innermost}${close.repeat(depth)}}`;
}

/**
 * JSON text deep or wide enough to hurt whatever reads it: nested thousands of levels (past what
 * `JSON.stringify` and jsonb survive), an object of thousands of keys (V8 parses 600,000 in a
 * second) or an array of a hundred thousand values. As text, spliced into a body's JSON where a
 * value was (`withSplicedJson`): the fuzzer's own `JSON.stringify` would overflow on the deepest.
 */
export function deepOrWideJsonText(random: Random): string {
  switch (random.int(0, 5)) {
    case 0:
    case 1: {
      const depth = random.pick([33, 5000, 90_000]);
      return `${'['.repeat(depth)}${']'.repeat(depth)}`;
    }
    case 2:
    case 3: {
      const depth = random.pick([33, 5000, 90_000]);
      return `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
    }
    case 4: {
      const keys = random.pick([1001, 20_000]);
      return `{${Array.from({ length: keys }, (_, index) => `"k${index}":"x"`).join(',')}}`;
    }
    default:
      return `[${'0,'.repeat(random.pick([100_000, 200_000]))}0]`;
  }
}

/** Fields whose text the server parses as JSON (a template's composition). */
export const JSON_TEXT_FIELDS = new Set(['templateJson']);

/** `[[[…]]]` or `{"a":{"a":…}}`, `depth` levels deep. */
function nested(depth: number, asArray: boolean): unknown {
  let value: unknown = asArray ? [] : {};
  for (let level = 0; level < depth; level += 1) value = asArray ? [value] : { a: value };
  return value;
}

/** Request bodies that are not JSON, or not the JSON they claim to be. */
export const RAW_BODIES = [
  '{"email": "a@example.com",',
  '{',
  '}',
  '[',
  'null',
  'undefined',
  "{'single': 'quotes'}",
  '{"a":1}{"b":2}',
  '\ufeff{"a":1}',
  '{"__proto__":{"isAdmin":true}}',
  '{"constructor":{"prototype":{"isAdmin":true}}}',
  '{"a":NaN}',
  '{"a":1e999999}',
  `${'['.repeat(100_000)}${']'.repeat(100_000)}`,
  `${'{"a":'.repeat(50_000)}1${'}'.repeat(50_000)}`,
  `{"a":"${'x'.repeat(1_100_000)}"}`,
  '\u0000',
  '{"a":"\\u0000"}',
  '{"a":"\\ud800"}',
  'a=1&b=2',
  '',
];

export const CONTENT_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=fuzz',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'application/jsonx',
  'application/vnd.api+json',
  'application/xml',
  '*/*',
  'application/json;;;',
];
