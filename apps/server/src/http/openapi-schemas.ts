import { createJsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';

type JsonSchema = Record<string, unknown> & {
  anyOf?: JsonSchema[];
  allOf?: JsonSchema[];
  pattern?: string;
  format?: string;
  minLength?: number;
  maxLength?: number;
  nullable?: boolean;
  enum?: unknown[];
};

interface OverrideContext {
  zodSchema: z.core.$ZodType;
  jsonSchema: JsonSchema;
}

/** A pipe followed to its end: what the value must be once every step before has run. */
function endOf(schema: z.core.$ZodType): z.core.$ZodType {
  let end = schema;
  while (end._zod.def.type === 'pipe') end = (end._zod.def as z.core.$ZodPipeDef).out;
  return end;
}

/**
 * A field trimmed (or lower-cased, or cut of a suffix) and then piped into a pattern or a format
 * (`z.email()`, a template id's digits) is documented by zod as its input alone: a plain string,
 * though the store refuses every string but those. Its end's pattern, format and lengths are added
 * to it, so the document allows no value the field refuses. They hold for the value as sent as
 * well: what passes them is already trimmed, lower-case where it matters, without the suffix.
 * Said again of a value documented from its end already (an answer), they change nothing.
 */
function documentAfterPipe({ zodSchema, jsonSchema }: OverrideContext): void {
  if (zodSchema._zod.def.type !== 'pipe') return;
  const end = endOf(zodSchema);
  if (end._zod.def.type !== 'string' || jsonSchema.type !== 'string') return;
  const after = z.toJSONSchema(end as z.ZodType, {
    target: 'openapi-3.0',
    unrepresentable: 'any',
  }) as JsonSchema;
  if (after.format && !jsonSchema.format) jsonSchema.format = after.format;
  const patterns = [jsonSchema.pattern, ...(jsonSchema.allOf ?? []).map((part) => part.pattern)];
  if (after.pattern && !patterns.includes(after.pattern)) {
    if (jsonSchema.pattern === undefined) jsonSchema.pattern = after.pattern;
    else
      jsonSchema.allOf = [...(jsonSchema.allOf ?? []), { type: 'string', pattern: after.pattern }];
  }
  if (after.minLength !== undefined) {
    jsonSchema.minLength = Math.max(jsonSchema.minLength ?? 0, after.minLength);
  }
  if (after.maxLength !== undefined) {
    jsonSchema.maxLength = Math.min(jsonSchema.maxLength ?? Infinity, after.maxLength);
  }
}

const isNullBranch = (schema: JsonSchema) =>
  schema.nullable === true && schema.enum?.length === 1 && schema.enum[0] === null;

/**
 * fastify-type-provider-zod's own rewrite for OpenAPI 3.0, which a transform that brings its own
 * override no longer gets: a union with `null` becomes its other branches, `nullable` (3.0 has no
 * null type), and empty branches go. (Its other rewrites are of dates and `undefined` in answers,
 * which JSON carries neither of and the contract has none.)
 */
function collapseNullableUnion({ zodSchema, jsonSchema }: OverrideContext): void {
  if (zodSchema._zod.def.type !== 'union' || !jsonSchema.anyOf) return;
  jsonSchema.anyOf = jsonSchema.anyOf.filter((schema) => Object.keys(schema).length > 0);
  const others = jsonSchema.anyOf.filter((schema) => !isNullBranch(schema));
  if (others.length === jsonSchema.anyOf.length || others.length === 0) return;
  if (others.length === 1) {
    delete jsonSchema.anyOf;
    Object.assign(jsonSchema, others[0], { nullable: true });
  } else {
    jsonSchema.anyOf = others;
    jsonSchema.nullable = true;
  }
}

/** Each route's zod schemas as JSON Schema, as the document shows them (ADR 38). */
export const routeSchemasToJson = createJsonSchemaTransform({
  zodToJsonConfig: {
    override: (context) => {
      const ctx = context as unknown as OverrideContext;
      collapseNullableUnion(ctx);
      documentAfterPipe(ctx);
    },
  },
});
