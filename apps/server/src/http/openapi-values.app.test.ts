import RandExp from 'randexp';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { createRandom, type Random } from '../fuzz/random';
import { useTestApp } from '../test-support/test-app';
import { registeredRoutes } from './openapi';
import { openApiPathOf, WILDCARD_PARAMETER } from './openapi-route';

interface JsonSchema {
  type?: string;
  enum?: unknown[];
  nullable?: boolean;
  pattern?: string;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  allOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  default?: unknown;
}

interface Parameter {
  in: string;
  name: string;
  required?: boolean;
  schema: JsonSchema;
}

interface Operation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

/** Values drawn per operation: enough to meet each pattern, format and bound many times. */
const SAMPLES = 40;

/** Every pattern a string schema says, its own and those of the parts it is made of. */
function patternsOf(schema: JsonSchema): RegExp[] {
  return [schema, ...(schema.allOf ?? [])]
    .map((part) => part.pattern)
    .filter((pattern): pattern is string => pattern !== undefined)
    .map((pattern) => new RegExp(pattern, 'u'));
}

/** A calendar date, YYYY-MM-DD. */
function sampleDate(random: Random): string {
  const day = new Date(Date.UTC(random.int(1900, 2100), 0, 1) + random.int(0, 364) * 86_400_000);
  return day.toISOString().slice(0, 10);
}

/** A string the schema allows: drawn from its most telling pattern, kept when it meets them all. */
function sampleString(schema: JsonSchema, random: Random): string | undefined {
  if (schema.format === 'date') return sampleDate(random);
  const patterns = patternsOf(schema);
  const min = schema.minLength ?? 0;
  const max = schema.maxLength ?? Infinity;
  for (let attempt = 0; attempt < 50; attempt += 1) {
    let value: string;
    if (patterns.length > 0) {
      // The last pattern is the field's own (the first, of most fields, only bars control characters).
      const draw = new RandExp(patterns[patterns.length - 1]!);
      draw.randInt = (from, to) => random.int(from, to);
      draw.max = 12;
      value = draw.gen();
    } else {
      const length = random.int(min, Math.min(max, min + 12));
      value = Array.from({ length }, () => random.pick([...'abcxyz019 .-_éअ😀'])).join('');
    }
    const length = [...value].length;
    if (value.length >= min && length <= max && patterns.every((pattern) => pattern.test(value))) {
      return value;
    }
  }
  return undefined;
}

/** A value the schema allows, or undefined when none could be drawn (counted, never guessed). */
function sample(schema: JsonSchema, random: Random): unknown {
  if (schema.nullable && random.chance(0.1)) return null;
  if (schema.enum?.length) return random.pick(schema.enum);
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches?.length) return sample(random.pick(branches), random);
  switch (schema.type) {
    case 'object': {
      const value: Record<string, unknown> = {};
      const required = new Set(schema.required ?? []);
      for (const [name, property] of Object.entries(schema.properties ?? {})) {
        if (!required.has(name) && random.chance(0.5)) continue;
        const drawn = sample(property, random);
        if (drawn === undefined) return undefined;
        value[name] = drawn;
      }
      if (typeof schema.additionalProperties === 'object') {
        for (let i = random.int(0, 2); i > 0; i -= 1) {
          const drawn = sample(schema.additionalProperties, random);
          if (drawn === undefined) return undefined;
          value[`key${i}`] = drawn;
        }
      }
      return value;
    }
    case 'array': {
      const min = schema.minItems ?? 0;
      const length = random.int(min, Math.min(schema.maxItems ?? Infinity, min + 3));
      const items = Array.from({ length }, () => sample(schema.items ?? {}, random));
      return items.includes(undefined) ? undefined : items;
    }
    case 'integer':
    case 'number': {
      const min = Math.max(schema.minimum ?? -1000, -1e9);
      const max = Math.min(schema.maximum ?? 1000, 1e9);
      const whole = random.int(Math.ceil(min), Math.floor(max));
      return schema.type === 'number' && random.chance(0.3) && whole < max ? whole + 0.5 : whole;
    }
    case 'boolean':
      return random.chance(0.5);
    case 'string':
      return sampleString(schema, random);
    default:
      // No type: anything JSON holds (a design's fields are checked past the schema).
      return random.pick([{}, 'text', 1, true]);
  }
}

/**
 * Rules of a field JSON Schema cannot state, which the document says in words: a refusal of one
 * of these (a `custom` issue of zod's, at this operation and path) is the document's truth told
 * in prose, not a value it allows by mistake.
 */
const BEYOND_JSON_SCHEMA: { operation: string | RegExp; path: RegExp; rule: string }[] = [
  {
    operation: /^GET \/api\/admin\//,
    path: /^(from|to)$/,
    rule: 'a custom period has both a From and a To date, From not after To',
  },
  {
    operation: 'PUT /api/admin/search/synonyms',
    path: /^synonyms\.\d+\.synonym$/,
    rule: 'a word is not its own synonym',
  },
  {
    operation: 'POST /api/account/close',
    path: /^password$/,
    rule: 'the password, or a Google credential for an account without one',
  },
  {
    operation: 'POST /api/renders',
    path: /^placement\.trimEnd$/,
    rule: 'a trim ends after it starts',
  },
  {
    operation: 'PUT /api/billing-details',
    path: /^gstin$/,
    rule: 'a GSTIN as typed (any case, spaces): its own form, its check character, the state given',
  },
  ...['PUT /api/drafts/{templateId}', 'PUT /api/admin/catalogue/templates/{templateId}/scene'].map(
    (operation) => ({
      operation,
      path: /^scene\./,
      rule: 'a design’s layers touch its canvas, have ids of their own, lines of their text',
    }),
  ),
];

const beyondJsonSchema = (operation: string, issues: z.core.$ZodIssue[]) =>
  issues.every(
    (issue) =>
      issue.code === 'custom' &&
      BEYOND_JSON_SCHEMA.some(
        (known) =>
          (typeof known.operation === 'string'
            ? known.operation === operation
            : known.operation.test(operation)) && known.path.test(issue.path.join('.')),
      ),
  );

/** A path or query value as the address carries it: text. */
const asText = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

/**
 * The API document allows nothing its routes refuse: for every operation, values drawn from what
 * the document says of its path, query and body pass the route's own schemas (the zod schemas
 * the document is made from). A generated client checking against the document, or a fuzzer
 * drawing from it, then gets past validation to what the route does.
 */
describe('the API document and the routes’ own validation', () => {
  const testApp = useTestApp();

  it('allows no value of a path, a query or a body that its route refuses', async () => {
    const { app } = testApp;
    const document = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<string, Record<string, Operation>>;
    }>();
    const routes = registeredRoutes(app);
    const random = createRandom(20_261_128);
    const refused: string[] = [];
    let checked = 0;
    let undrawn = 0;
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const route = routes.find(
          (candidate) =>
            openApiPathOf(candidate.url) === path &&
            [candidate.method].flat().includes(method.toUpperCase()),
        );
        expect(route, `${method} ${path} is a route`).toBeDefined();
        const schema = route!.schema ?? {};
        const parameters = operation.parameters ?? [];
        const body = operation.requestBody?.content?.['application/json']?.schema;
        for (let i = 0; i < SAMPLES; i += 1) {
          const parts: [string, z.ZodType | undefined, unknown][] = [];
          for (const where of ['path', 'query'] as const) {
            const values: Record<string, string> = {};
            for (const parameter of parameters.filter((p) => p.in === where)) {
              if (!parameter.required && random.chance(0.5)) continue;
              const drawn = sample(parameter.schema, random);
              if (drawn === undefined) undrawn += 1;
              else
                values[parameter.name === WILDCARD_PARAMETER ? '*' : parameter.name] =
                  asText(drawn);
            }
            const zod = (where === 'path' ? schema.params : schema.querystring) as z.ZodType;
            parts.push([where, zod, values]);
          }
          if (body) {
            const drawn = sample(body, random);
            if (drawn === undefined) undrawn += 1;
            else parts.push(['body', schema.body as z.ZodType, drawn]);
          }
          for (const [where, zod, value] of parts) {
            if (!zod) continue;
            checked += 1;
            const result = zod.safeParse(value);
            const operationName = `${method.toUpperCase()} ${path}`;
            if (!result.success && !beyondJsonSchema(operationName, result.error.issues)) {
              const issue = result.error.issues[0]!;
              refused.push(
                `${method.toUpperCase()} ${path} ${where} ${JSON.stringify(value).slice(0, 160)}: ` +
                  `${issue.path.join('.')} (${issue.code}) ${issue.message}`,
              );
            }
          }
        }
      }
    }
    // One value refused per operation and part, with why.
    const firstOf = new Map(refused.map((line) => [line.split(' ').slice(0, 3).join(' '), line]));
    expect([...firstOf.values()]).toEqual([]);
    expect(checked).toBeGreaterThan(5000);
    // A schema no value could be drawn for would check nothing: at most a few draws in a hundred.
    expect(undrawn).toBeLessThan(checked / 20);
  }, 120_000);
});
