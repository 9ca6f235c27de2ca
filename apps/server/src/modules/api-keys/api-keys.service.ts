import {
  API_KEYS_PER_ACCOUNT,
  ApiKeyMessage,
  maskedApiKey,
  type ApiKey,
  type ApiKeyList,
  type ApiKeyScope,
  type CreatedApiKey,
} from '@frameshop/contract';
import type { Db } from '../../db/database';
import { isUuid } from '../../db/is-uuid';
import { AppError } from '../../http/app-error';
import { lockAccount } from '../users';
import { countApiKeys, deleteApiKey, insertApiKey, listApiKeys } from './api-keys.repository';
import type { ApiKeyRow } from './api-keys.schema';
import { apiKeyHash, lastFourOf, newApiKey } from './key-secret';

const toApiKey = (row: ApiKeyRow): ApiKey => ({
  keyId: row.id,
  name: row.name,
  scopes: row.scopes as ApiKeyScope[],
  maskedKey: maskedApiKey(row.lastFour),
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
});

/** An account's keys, managed by its signed-in owner: made (shown once), listed, revoked. */
export class ApiKeysService {
  constructor(private readonly db: Db) {}

  /** A new key, counted under the account's lock so two at once cannot pass the limit. */
  async create(
    userId: string,
    request: { name: string; scopes: ApiKeyScope[] },
  ): Promise<CreatedApiKey> {
    const key = newApiKey();
    const row = await this.db.transaction(async (tx) => {
      if (!(await lockAccount(tx, userId))) throw AppError.notFound(ApiKeyMessage.notFound);
      if ((await countApiKeys(tx, userId)) >= API_KEYS_PER_ACCOUNT) {
        throw AppError.conflict(ApiKeyMessage.tooMany, { limit: API_KEYS_PER_ACCOUNT });
      }
      return insertApiKey(tx, {
        userId,
        name: request.name,
        scopes: request.scopes,
        keyHash: apiKeyHash(key),
        lastFour: lastFourOf(key),
      });
    });
    const { keyId, name, scopes, createdAt } = toApiKey(row);
    return { keyId, key, name, scopes, createdAt };
  }

  async list(userId: string): Promise<ApiKeyList> {
    const rows = await listApiKeys(this.db, userId);
    return { keys: rows.map(toApiKey), limit: API_KEYS_PER_ACCOUNT };
  }

  /** Deleted: the next request with it, in any process, finds no row and is answered 401. */
  async revoke(userId: string, keyId: string): Promise<void> {
    if (!isUuid(keyId) || !(await deleteApiKey(this.db, userId, keyId))) {
      throw AppError.notFound(ApiKeyMessage.notFound);
    }
  }
}
