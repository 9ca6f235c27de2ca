import { IDEMPOTENCY_KEY_HEADER } from '@frameshop/contract';

/** The routes of the OpenAPI document, as the fuzzer needs them: where each input goes and its schema. */

export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  format?: string;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  required?: string[];
  allOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  default?: unknown;
}

export interface Field {
  name: string;
  schema: JsonSchema;
  required: boolean;
}

export interface Operation {
  method: string;
  /** The OpenAPI path, e.g. `/api/template/{templateId}`. */
  path: string;
  pathParams: Field[];
  query: Field[];
  /** Properties of the JSON body; undefined when the route takes no body. */
  body: Field[] | undefined;
  signedIn: boolean;
  /** The operation honours an `Idempotency-Key` header (it lists it among its parameters). */
  idempotencyKey: boolean;
  /** The statuses the document lists for it: any other answer disagrees with the document. */
  statuses: string[];
}

interface OpenApiParameter {
  in: string;
  name: string;
  required?: boolean;
  schema?: JsonSchema;
}

interface OpenApiOperation {
  parameters?: OpenApiParameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  security?: unknown[];
  responses?: Record<string, unknown>;
}

interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
}

export function operationsOf(document: unknown): Operation[] {
  const { paths } = document as OpenApiDocument;
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const parameters = operation.parameters ?? [];
      const fieldsIn = (where: string): Field[] =>
        parameters
          .filter((parameter) => parameter.in === where)
          .map((parameter) => ({
            name: parameter.name,
            schema: parameter.schema ?? {},
            required: parameter.required ?? false,
          }));
      const bodySchema = operation.requestBody?.content?.['application/json']?.schema;
      operations.push({
        method: method.toUpperCase(),
        path,
        pathParams: fieldsIn('path'),
        query: fieldsIn('query'),
        body: bodySchema ? propertiesOf(bodySchema) : undefined,
        signedIn: (operation.security?.length ?? 0) > 0,
        idempotencyKey: parameters.some(
          (parameter) => parameter.in === 'header' && parameter.name === IDEMPOTENCY_KEY_HEADER,
        ),
        statuses: Object.keys(operation.responses ?? {}),
      });
    }
  }
  return operations;
}

function propertiesOf(schema: JsonSchema): Field[] {
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties ?? {}).map(([name, property]) => ({
    name,
    schema: property,
    required: required.has(name),
  }));
}

/** Whether a field takes text: its own type, or that of every part it is made of. */
export function isText(schema: JsonSchema): boolean {
  if (schema.type === 'string') return schema.enum === undefined;
  const parts = schema.anyOf ?? schema.allOf;
  return parts !== undefined && parts.some((part) => isText(part));
}
