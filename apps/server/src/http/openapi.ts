import { API_DOCUMENT_PATH } from '@frameshop/contract';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, FastifySchema } from 'fastify';
import { documentRoute } from './openapi-route';
import { routeSchemasToJson } from './openapi-schemas';
import { API_KEY_SCHEMES } from './route-of';

export interface OpenApiOptions {
  version: string;
  /** The store's address (`PUBLIC_URL`), the document's one server. */
  publicUrl: string;
}

/**
 * OpenAPI is generated from the same zod schemas that validate requests, so it cannot drift; the
 * answers routes share are added from what each route is (`openapi-route.ts`), and the whole
 * document is finished once (`finishDocument`). Served at `/api/docs/json` (and `/api/openapi.json`).
 */
/** A route as registered: its method, URL pattern and zod schemas, as the document is made from. */
export interface RegisteredRoute {
  method: string | string[];
  url: string;
  schema?: FastifySchema;
}

const routesOf = new WeakMap<FastifyInstance, RegisteredRoute[]>();

/**
 * Every route of the app with its schemas, for checking the document against the routes' own
 * validation (`openapi-values.app.test.ts`). Collected as they are registered.
 */
export function registeredRoutes(app: FastifyInstance): readonly RegisteredRoute[] {
  return routesOf.get(app) ?? [];
}

export async function registerOpenApi(
  app: FastifyInstance,
  { version, publicUrl }: OpenApiOptions,
): Promise<void> {
  const routes: RegisteredRoute[] = [];
  routesOf.set(app, routes);
  app.addHook('onRoute', ({ method, url, schema }) => void routes.push({ method, url, schema }));
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Frameshop API',
        description: 'The store API: catalogue, accounts, credits and orders.',
        version,
        // The contact page's form reaches the store's owner.
        contact: { name: 'Frameshop', url: `${publicUrl}/contact` },
      },
      servers: [{ url: publicUrl, description: 'The store' }],
      components: {
        securitySchemes: {
          bearerAuth: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'JWT',
            description:
              'The session token from sign-in (`Authorization: Bearer …`); the admin calls take ' +
              'the admin token the password gate gives instead.',
          },
          ...Object.fromEntries(
            Object.entries(API_KEY_SCHEMES).map(([scope, scheme]) => [
              scheme,
              {
                type: 'http',
                scheme: 'bearer',
                bearerFormat: 'fs_live_…',
                description:
                  `A key for programs with the \`${scope}\` scope, made in the profile ` +
                  '(`Authorization: Bearer fs_live_…`). An operation lists the scope a key needs ' +
                  'as one of these schemes; every other operation refuses keys (403). A revoked ' +
                  'key is answered 401; each key has its own rate limit (`RateLimit-*` headers, ' +
                  '429 with `Retry-After`).',
              },
            ]),
          ),
        },
      },
    },
    transform: documentRoute(routeSchemasToJson),
    transformObject: (document) =>
      finishDocument(
        ('openapiObject' in document ? document.openapiObject : {}) as OpenApiDocument,
      ),
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    uiConfig: { docExpansion: 'list', deepLinking: true },
  });
  app.get(API_DOCUMENT_PATH, { schema: { hide: true } }, async () => app.swagger());
}

/** What each group of operations is about, in the order the document lists them. */
const TAG_DESCRIPTIONS: Record<string, string> = {
  system: 'Health probes and the settings the web app starts with',
  support: 'The contact form',
  accounts: 'Sign-up, sign-in (password and Google), codes by mail and text, password reset',
  profile: 'The signed-in account’s profile and picture',
  catalogue: 'Templates and ready-made videos: lists, search, details, suggestions',
  admin: 'The owner’s dashboard: figures, accounts, the catalogue, credit packs, search',
  media: 'Media files, openly or through signed links',
  likes: 'Templates the account likes',
  cart: 'The cart and its checkout',
  purchases: 'Buying and downloading templates, the owned library and its licences',
  payments: 'Credit packs paid through Razorpay, receipts and the credit statement',
  account: 'The account itself: email, password, export, closing',
  'api keys': 'Keys for programs: made, listed and revoked by the signed-in owner',
  uploads: 'The buyer’s photos and videos for templates',
  drafts: 'Customisations kept to finish later',
  renders: 'Orders for a customised video and their progress',
  'scene exports': 'Customised image templates: free previews and paid exports',
};

interface Operation {
  operationId?: string;
  tags?: string[];
}

interface OpenApiDocument {
  paths?: Record<string, Record<string, Operation>>;
  tags?: { name: string }[];
}

/**
 * What only the whole document can say: every tag the operations use is declared, every operation
 * has an id (its method and path, so it is unique and stable), and a nullable enum lists null among
 * its values (OpenAPI 3.0.3: `nullable` does not widen an `enum`).
 */
function finishDocument(document: OpenApiDocument): OpenApiDocument {
  const tags = new Set<string>();
  for (const [path, operations] of Object.entries(document.paths ?? {})) {
    for (const [method, operation] of Object.entries(operations)) {
      // A route of two methods (GET and HEAD) shares one object between them.
      operations[method] = { ...operation, operationId: operationIdOf(method, path) };
      for (const tag of operation.tags ?? []) tags.add(tag);
    }
  }
  allowNullInNullableEnums(document);
  return {
    ...document,
    tags: [...tags].map((name) => ({
      name,
      ...(TAG_DESCRIPTIONS[name] ? { description: TAG_DESCRIPTIONS[name] } : {}),
    })),
  };
}

/** `get /api/template/{templateId}/suggestions` → `getTemplateByTemplateIdSuggestions`. */
function operationIdOf(method: string, path: string): string {
  const words = path
    .replace(/^\/api\//, '/')
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      const parameter = /^\{(.+)\}$/.exec(segment)?.[1];
      return parameter ? `By-${parameter}` : segment;
    })
    .flatMap((segment) => segment.split(/[^A-Za-z0-9]+/))
    .filter(Boolean);
  return method + words.map((word) => word[0]!.toUpperCase() + word.slice(1)).join('');
}

function allowNullInNullableEnums(value: unknown): void {
  if (Array.isArray(value)) {
    for (const item of value) allowNullInNullableEnums(item);
    return;
  }
  if (value === null || typeof value !== 'object') return;
  const schema = value as { nullable?: unknown; enum?: unknown[] };
  if (schema.nullable === true && Array.isArray(schema.enum) && !schema.enum.includes(null)) {
    schema.enum = [...schema.enum, null];
  }
  for (const child of Object.values(value)) allowNullInNullableEnums(child);
}
