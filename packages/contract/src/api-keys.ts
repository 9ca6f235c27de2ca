import { z } from 'zod';
import { apiErrorSchema } from './error-body';
import { defineEndpoints, postEndpoint } from './endpoint';

/**
 * Keys for programs (ADR 47): a second way to be a signed-in buyer, narrowed by scopes. A key is
 * `fs_live_` and 32 random bytes in base64url, shown once when it is made and stored only as a
 * hash; it is listed by its name, scopes, dates and a masked tail.
 */

/** What a key may do: `read` the caller's own things, `create` things that spend credits. */
export const API_KEY_SCOPES = ['read', 'create'] as const;
export const apiKeyScopeSchema = z.enum(API_KEY_SCOPES);
export type ApiKeyScope = z.infer<typeof apiKeyScopeSchema>;

/** Every key starts so, so a leaked one is recognised by secret scanners and by the server. */
export const API_KEY_PREFIX = 'fs_live_';
/** At most this many keys per account. */
export const API_KEYS_PER_ACCOUNT = 10;
export const API_KEY_NAME_MAX = 60;
/** A key as issued: the prefix and 43 base64url characters (32 bytes). */
export const API_KEY_PATTERN = /^fs_live_[A-Za-z0-9_-]{43}$/;

export const ApiKeyMessage = {
  nameRequired: 'Give the key a name, so you know later which program uses it.',
  nameTooLong: `A key's name is at most ${API_KEY_NAME_MAX} characters. Choose a shorter name.`,
  scopesRequired: 'Choose at least one scope for the key: read, create or both.',
  tooMany: `An account has at most ${API_KEYS_PER_ACCOUNT} keys. Revoke a key you no longer use to make a new one.`,
  notFound: 'No such key among yours: it may have been revoked already.',
  unknownKey:
    'This API key is not valid: it was revoked or never existed. Make a new key in your profile.',
  notForKeys:
    'API keys cannot be used here: this call needs you signed in to the store (your account, payments, keys and the dashboard are never open to keys).',
  missingScope: (scope: ApiKeyScope) =>
    `This key has no ${scope} scope: make a key with the ${scope} scope in your profile to use this call.`,
  keyRateLimited: (wait: string) =>
    `Too many requests with this key. Please wait ${wait} and try again.`,
  unknownKeysRateLimited: (wait: string) =>
    `Too many requests with keys that are not valid came from your address. Please wait ${wait} and try again.`,
} as const;

export const createApiKeyRequestSchema = z.object({
  name: z
    .string()
    // Said of the name as sent, so the document says it too: not only spaces.
    .regex(/\S/, { error: ApiKeyMessage.nameRequired })
    .trim()
    .min(1, { error: ApiKeyMessage.nameRequired })
    .max(API_KEY_NAME_MAX, { error: ApiKeyMessage.nameTooLong }),
  scopes: z
    .array(apiKeyScopeSchema)
    .min(1, { error: ApiKeyMessage.scopesRequired })
    .max(10)
    // One scope named twice is the one scope.
    .transform((scopes) => API_KEY_SCOPES.filter((scope) => scopes.includes(scope))),
  /** A key for this team (its owner or an admin asks): it acts as the team without a header. */
  teamId: z.uuid().optional(),
});
export type CreateApiKeyRequest = z.input<typeof createApiKeyRequestSchema>;

/** A key as listed: never the key itself, only its last four characters. */
export const apiKeySchema = z.object({
  keyId: z.string(),
  name: z.string(),
  scopes: z.array(apiKeyScopeSchema),
  /** `fs_live_…a1b2`: enough to tell keys apart, too little to use. */
  maskedKey: z.string(),
  createdAt: z.iso.datetime(),
  /** Updated at most once a minute; null until the key is first used. */
  lastUsedAt: z.iso.datetime().nullable(),
});
export type ApiKey = z.infer<typeof apiKeySchema>;

/** The one answer that holds the key: it cannot be seen again. */
export const createdApiKeySchema = z.object({
  keyId: z.string(),
  key: z.string(),
  name: z.string(),
  scopes: z.array(apiKeyScopeSchema),
  createdAt: z.iso.datetime(),
});
export type CreatedApiKey = z.infer<typeof createdApiKeySchema>;

export const apiKeyListSchema = z.object({
  keys: z.array(apiKeySchema),
  /** How many keys an account may have. */
  limit: z.number().int(),
});
export type ApiKeyList = z.infer<typeof apiKeyListSchema>;

/** `fs_live_…a1b2` for a key ending in `a1b2`. */
export const maskedApiKey = (lastFour: string) => `${API_KEY_PREFIX}…${lastFour}`;

export const apiKeyEndpoints = defineEndpoints({
  createApiKey: postEndpoint('/api/keys', createApiKeyRequestSchema, {
    201: createdApiKeySchema,
    /** `teamId` names a team the caller is no owner or admin of. */
    403: apiErrorSchema,
    404: apiErrorSchema,
    409: apiErrorSchema,
  }),
  listApiKeys: { method: 'GET', path: '/api/keys', response: { 200: apiKeyListSchema } },
  revokeApiKey: {
    method: 'DELETE',
    path: '/api/keys/:keyId',
    params: z.object({ keyId: z.string().max(100) }),
    response: { 200: z.object({ revoked: z.literal(true) }), 404: apiErrorSchema },
  },
});
