import {
  CONTENT_TYPES,
  CONTROL_CHARACTERS,
  RAW_BODIES,
  deepJsonText,
  deepOrWideJsonText,
  hostileJson,
  hostileString,
  JSON_TEXT_FIELDS,
} from './hostile-values';
import { WILDCARD_PARAMETER } from '../http/openapi-route';
import { isText, type Field, type Operation } from './openapi-operations';
import { plausibleValue, type FuzzFixtures } from './plausible-values';
import type { Random } from './random';

/** One generated request, with what was done to it, so a failure can be read and replayed. */
export interface FuzzRequest {
  /** The route it aims at, as the OpenAPI document names it: `GET /api/template/{templateId}`. */
  route: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
  remoteAddress: string;
  mutations: string[];
  /** A declared text field that was given a control character; such a request must not succeed. */
  controlCharacterIn?: string;
}

export interface Tokens {
  /** A token of the fuzzer's own signed-in account (it changes when the username does). */
  valid: string;
  /** An admin token of another admin account, for the admin calls behind the gate. */
  admin?: string;
}

/** The admin calls other than the gate itself take an admin token, not a session. */
const takesAdminToken = (operation: Operation) =>
  operation.path.startsWith('/api/admin/') && operation.path !== '/api/admin/session';

type Values = Record<string, unknown>;

interface Draft {
  method: string;
  params: Values;
  query: Values;
  /** Extra query text appended as is, for what URLSearchParams would encode away. */
  rawQuery: string[];
  /** Path segments that replace a parameter as is (already percent-encoded, or deliberately not). */
  rawParams: Record<string, string>;
  body: Values | undefined;
  /** JSON text to put into the body's JSON where it holds each marker (`withSplicedJson`). */
  spliced: Map<string, string>;
  payload?: string;
  contentType?: string;
  headers: Record<string, string>;
  mutations: string[];
  controlCharacterIn?: string;
}

/** Percent-encoded path segments a router and decoder have to survive. */
const RAW_SEGMENTS = [
  '%00',
  '%C0%AE',
  '%C0%AE%C0%AE',
  '%E0%A4%A',
  '%FF%FE',
  '%',
  '%zz',
  '..%2F..%2F..%2Fetc%2Fpasswd',
  '%2e%2e%2f%2e%2e%2f',
  '..',
  '.',
  '%252e%252e',
  '1%00',
  '1%0A',
  '%ED%A0%80',
  '1'.repeat(101),
];

const RAW_QUERIES = [
  'limit=%00',
  'q=%ZZ',
  'q=%C0%AE',
  '%C0%AE=1',
  'q[]=1',
  'q[a]=b',
  '__proto__[x]=1',
  'constructor.prototype.x=1',
  'limit=1&limit=2',
  'sort=popularity&sort=price-low-high',
  '&&&',
  '=',
  'q',
  `q=${'%F0%9F%98%80'.repeat(40)}`,
];

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

const WEIRD_HEADERS: Record<string, string>[] = [
  { 'accept-encoding': 'gzip;q=abc, br;q=-1, *;q=2' },
  { 'accept-encoding': 'identity;q=0, *;q=0' },
  { 'if-none-match': '*' },
  { 'if-none-match': 'W/"x", "y"' },
  { range: 'bytes=-1-5' },
  { range: 'bytes=0x10-0x20' },
  { range: 'bytes=1.5-2' },
  { range: 'bytes=99999999999999999999-' },
  { range: 'bytes=0-0,0-0,0-0,0-0,0-0,0-0,0-0,0-0,0-0,0-0' },
  { 'x-forwarded-for': '999.999.999.999, ::ffff:1.2.3.4' },
  { accept: 'text/html;q=0.1, application/json;q=abc' },
  { 'accept-language': 'x'.repeat(4000) },
  { 'content-encoding': 'gzip' },
  { 'content-encoding': 'br, deflate, xz' },
  { cookie: 'cookieConsent=%00; a=b' },
];

const CONTROL = 'control character';
const DEEP_JSON_TEXT = 'deep JSON text';
const DEEP_OR_WIDE_JSON = 'deep or wide JSON';

/** The body field, or the body's object field's field, that holds JSON as text; none usually. */
function jsonTextFieldOf(operation: Operation): { field: Field; inner?: string } | undefined {
  for (const field of operation.body ?? []) {
    if (JSON_TEXT_FIELDS.has(field.name)) return { field };
    const inner = Object.keys(field.schema.properties ?? {}).find((name) =>
      JSON_TEXT_FIELDS.has(name),
    );
    if (inner) return { field, inner };
  }
  return undefined;
}

const takesJsonText = (operation: Operation) => jsonTextFieldOf(operation) !== undefined;

type Mutation = (draft: Draft, random: Random, operation: Operation) => void;

function fieldsOf(operation: Operation, draft: Draft) {
  return {
    params: operation.pathParams,
    query: operation.query,
    body: draft.body === undefined ? [] : (operation.body ?? []),
  };
}

const MUTATIONS: Record<string, Mutation> = {
  'path segment': (draft, random, operation) => {
    const param = operation.pathParams.length ? random.pick(operation.pathParams) : undefined;
    if (!param) return;
    draft.rawParams[param.name] = random.chance(0.5)
      ? random.pick(RAW_SEGMENTS)
      : percentEncode(hostileString(random));
  },
  'query value': (draft, random, operation) => {
    const field = operation.query.length ? random.pick(operation.query) : undefined;
    if (!field) return;
    draft.query[field.name] = random.chance(0.8)
      ? hostileString(random)
      : [hostileString(random), hostileString(random)];
  },
  'raw query': (draft, random) => {
    draft.rawQuery.push(random.pick(RAW_QUERIES));
  },
  'extra query field': (draft, random) => {
    draft.query[random.pick(['admin', 'role', '__proto__', 'where', 'id', 'x'.repeat(300)])] =
      hostileString(random);
  },
  'body field': (draft, random, operation) => {
    const field = operation.body?.length ? random.pick(operation.body) : undefined;
    if (!field) return;
    draft.body ??= {};
    const value = draft.body[field.name];
    // Half the time a field of an object field (a template's fields), which the top level never reaches.
    if (isPlainObject(value) && Object.keys(value).length > 0 && random.chance(0.5)) {
      value[random.pick(Object.keys(value))] = hostileJson(random);
      return;
    }
    draft.body[field.name] = hostileJson(random);
  },
  [DEEP_JSON_TEXT]: (draft, random, operation) => {
    const target = jsonTextFieldOf(operation);
    if (!target) return;
    draft.body ??= {};
    const { field, inner } = target;
    const value = draft.body[field.name];
    if (inner === undefined) draft.body[field.name] = deepJsonText(random);
    else if (isPlainObject(value)) value[inner] = deepJsonText(random);
  },
  [DEEP_OR_WIDE_JSON]: (draft, random) => {
    draft.body ??= {};
    // Mostly inside a field (a design's layer, a row), past the schema's first look.
    const [body, ...inside] = containersOf(draft.body);
    const place = inside.length > 0 && random.chance(0.8) ? random.pick(inside) : body!;
    const marker = `\u0000spliced ${draft.spliced.size}\u0000`;
    draft.spliced.set(marker, deepOrWideJsonText(random));
    if (Array.isArray(place)) {
      place.push(marker);
      return;
    }
    // A field of its own beside the others (dropped or refused by the schema), or one of theirs.
    const name = random.chance(0.5) ? 'extra' : random.pick(['extra', ...Object.keys(place)]);
    place[name] = marker;
  },
  'missing field': (draft, random, operation) => {
    const required = (operation.body ?? []).filter((field) => field.required);
    const field = required.length ? random.pick(required) : undefined;
    if (!field || !draft.body) return;
    delete draft.body[field.name];
  },
  'extra body field': (draft, random) => {
    draft.body ??= {};
    draft.body[random.pick(['role', 'credits', 'isAdmin', 'id', 'googleSubject', 'ÿ'])] =
      hostileJson(random);
  },
  'whole body': (draft, random) => {
    draft.payload = JSON.stringify(hostileJson(random));
  },
  'raw body': (draft, random) => {
    draft.payload = random.pick(RAW_BODIES);
    draft.contentType = 'application/json';
  },
  'content type': (draft, random) => {
    draft.contentType = random.pick(CONTENT_TYPES);
  },
  [CONTROL]: (draft, random, operation) => {
    const fields = fieldsOf(operation, draft);
    const candidates = (['params', 'query', 'body'] as const).flatMap((part) =>
      fields[part].filter((field) => isText(field.schema)).map((field) => ({ part, field })),
    );
    if (!candidates.length) return;
    const { part, field } = random.pick(candidates);
    const values = part === 'params' ? draft.params : part === 'query' ? draft.query : draft.body;
    if (!values) return;
    const base = typeof values[field.name] === 'string' ? String(values[field.name]) : 'fuzz';
    const at = random.int(0, base.length);
    values[field.name] = `${base.slice(0, at)}${random.pick(CONTROL_CHARACTERS)}${base.slice(at)}`;
    delete draft.rawParams[field.name];
    draft.controlCharacterIn = `${part}.${field.name}`;
  },
  method: (draft, random) => {
    draft.method = random.pick(METHODS);
  },
  headers: (draft, random) => {
    Object.assign(draft.headers, random.pick(WEIRD_HEADERS));
  },
};

const MUTATION_NAMES = Object.keys(MUTATIONS);

const isPlainObject = (value: unknown): value is Values =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Every object and array of a body, the body first: where deep or wide JSON may go. */
function containersOf(body: Values): (Values | unknown[])[] {
  const found: (Values | unknown[])[] = [];
  const open: unknown[] = [body];
  for (let next = open.pop(); next !== undefined; next = open.pop()) {
    if (typeof next !== 'object' || next === null) continue;
    found.push(next as Values | unknown[]);
    open.push(...Object.values(next));
  }
  return found;
}

/** A request for `operation`: plausible values everywhere, then one to three things broken. */
export function fuzzRequest(
  operation: Operation,
  random: Random,
  fixtures: FuzzFixtures,
  tokens: Tokens,
): FuzzRequest {
  const draft: Draft = {
    method: operation.method,
    params: plausibleValues(operation.pathParams, 1, random, fixtures),
    query: plausibleValues(operation.query, 0.4, random, fixtures),
    rawQuery: [],
    rawParams: {},
    body: operation.body ? plausibleValues(operation.body, 0.7, random, fixtures) : undefined,
    spliced: new Map(),
    headers: idempotencyKeyOf(operation, random),
    mutations: [],
  };
  // JSON text nested thousands deep is only refused past every other check of the request: on a
  // route that takes some it often goes alone, as any other break would be answered first. So
  // does deep or wide JSON in a body, which goes into every JSON body now and then.
  const names =
    takesJsonText(operation) && random.chance(0.3)
      ? [DEEP_JSON_TEXT]
      : operation.body && random.chance(0.3)
        ? [DEEP_OR_WIDE_JSON]
        : Array.from({ length: random.int(1, 3) }, () => random.pick(MUTATION_NAMES));
  // A control character goes in last, so no other mutation overwrites the field that carries it.
  names.sort((a, b) => Number(a === CONTROL) - Number(b === CONTROL));
  for (const name of names) {
    MUTATIONS[name]?.(draft, random, operation);
    draft.mutations.push(name);
  }
  // Sent with another method, or with the body replaced, the character never reaches the field.
  const bodyReplaced = draft.payload !== undefined || draft.contentType !== undefined;
  if (
    draft.method !== operation.method ||
    (bodyReplaced && draft.controlCharacterIn?.startsWith('body.'))
  ) {
    draft.controlCharacterIn = undefined;
  }
  const authorization = authorizationFor(operation, random, tokens);
  if (authorization) draft.headers.authorization = authorization.header;
  return {
    route: `${operation.method} ${operation.path}`,
    method: draft.method,
    url: urlOf(operation, draft),
    headers: { ...draft.headers, ...contentTypeOf(draft) },
    payload: payloadOf(draft),
    remoteAddress: `198.18.${random.int(0, 255)}.${random.int(1, 254)}`,
    mutations: authorization
      ? [...draft.mutations, `${authorization.kind} token`]
      : draft.mutations,
    controlCharacterIn: draft.controlCharacterIn,
  };
}

/**
 * Mostly, an Idempotency-Key on an operation that takes one, from a few, so that a key
 * comes again now and then with another request (422) or the same (the first answer).
 */
function idempotencyKeyOf(operation: Operation, random: Random): Record<string, string> {
  if (!operation.idempotencyKey || random.chance(0.3)) return {};
  return { 'idempotency-key': `fuzz-key-${random.int(1, 4)}` };
}

function plausibleValues(
  fields: Field[],
  optionalShare: number,
  random: Random,
  fixtures: FuzzFixtures,
): Values {
  const values: Values = {};
  for (const field of fields) {
    if (field.required || random.chance(optionalShare)) {
      values[field.name] = plausibleValue(field, random, fixtures);
    }
  }
  return values;
}

function authorizationFor(operation: Operation, random: Random, tokens: Tokens) {
  const roll = random.next();
  const validShare = operation.signedIn ? 0.5 : 0.2;
  const token = takesAdminToken(operation) ? (tokens.admin ?? tokens.valid) : tokens.valid;
  if (roll < validShare) return { kind: 'valid', header: `Bearer ${token}` };
  if (roll < validShare + 0.15)
    return { kind: 'tampered', header: `Bearer ${tampered(token, random)}` };
  if (roll < validShare + 0.3) {
    return {
      kind: 'garbage',
      header: random.pick([
        'Bearer',
        'Bearer ',
        'Bearer a.b.c',
        'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIn0.',
        `Bearer ${'x'.repeat(5000)}`,
        'Basic dXNlcjpwYXNz',
        'bearer null',
        `Bearer ${tokens.valid} ${tokens.valid}`,
      ]),
    };
  }
  return undefined;
}

/** The token with one character of its payload or signature changed. */
function tampered(token: string, random: Random): string {
  const at = random.int(token.indexOf('.') + 1, token.length - 1);
  const replacement = token[at] === 'A' ? 'B' : 'A';
  return `${token.slice(0, at)}${replacement}${token.slice(at + 1)}`;
}

function urlOf(operation: Operation, draft: Draft): string {
  const path = operation.path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const raw = draft.rawParams[name];
    if (raw !== undefined) return raw;
    const value = draft.params[name];
    // The media route's wildcard keeps its slashes.
    return name === WILDCARD_PARAMETER ? String(value ?? '') : percentEncode(String(value ?? ''));
  });
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(draft.query)) {
    for (const item of Array.isArray(value) ? value : [value]) search.append(key, String(item));
  }
  const query = [search.toString(), ...draft.rawQuery].filter(Boolean).join('&');
  return query ? `${path}?${query}` : path;
}

/** Like encodeURIComponent, but a lone surrogate goes out as U+FFFD (UTF-8 has no other way). */
function percentEncode(text: string): string {
  let encoded = '';
  for (const byte of Buffer.from(text, 'utf8')) {
    const char = String.fromCharCode(byte);
    encoded += /[A-Za-z0-9\-_.~]/.test(char)
      ? char
      : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return encoded;
}

function payloadOf(draft: Draft): string | undefined {
  if (draft.payload !== undefined) return draft.payload;
  return draft.body === undefined ? undefined : withSplicedJson(draft);
}

/** The body as JSON, with each marker's JSON text where the marker was. */
function withSplicedJson(draft: Draft): string {
  let json = JSON.stringify(draft.body);
  for (const [marker, text] of draft.spliced) json = json.replace(JSON.stringify(marker), text);
  return json;
}

function contentTypeOf(draft: Draft): Record<string, string> {
  if (draft.contentType) return { 'content-type': draft.contentType };
  return payloadOf(draft) === undefined ? {} : { 'content-type': 'application/json' };
}
