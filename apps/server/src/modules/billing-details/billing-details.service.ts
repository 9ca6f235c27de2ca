import { ErrorCode, type BillingDetails, type BillingDetailsInput } from '@frameshop/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { AppError } from '../../http/app-error';
import { undrawableCharacters } from '../../pdf/document-fonts';
import {
  findBillingDetails,
  saveBillingDetails,
  type BillingDetailsRow,
} from './billing-details.repository';
import { billingDetails } from './billing-details.schema';

const toBillingDetails = (row: BillingDetailsRow): BillingDetails => ({
  legalName: row.legalName,
  address: row.address,
  state: row.state,
  gstin: row.gstin,
  updatedAt: row.updatedAt.toISOString(),
});

/** The request's contract checked the GSTIN and the state; what is left is what a PDF can print. */
function refuseUndrawable(field: 'legalName' | 'address', value: string): void {
  const missing = undrawableCharacters(value);
  if (missing.length === 0) return;
  const message =
    `${field}: the invoice cannot print ${missing.map((character) => `“${character}”`).join(', ')}; ` +
    'write it in Latin or Devanagari letters';
  throw new AppError(ErrorCode.ValidationFailed, 400, `body.${message}`, {
    issues: [{ path: `body.${field}`, message }],
  });
}

/** A paying account's billing details: read, and replaced for the next invoice. */
export class BillingDetailsService {
  constructor(private readonly db: Db) {}

  async of(accountId: string): Promise<BillingDetails | null> {
    const row = await findBillingDetails(this.db, accountId);
    return row ? toBillingDetails(row) : null;
  }

  async save(accountId: string, details: BillingDetailsInput): Promise<BillingDetails> {
    refuseUndrawable('legalName', details.legalName);
    refuseUndrawable('address', details.address);
    return toBillingDetails(await saveBillingDetails(this.db, { accountId, ...details }));
  }
}

/**
 * The billing details as the invoice that an account's payment issues reads them, inside that
 * statement (ADR 39's SQL expression, so crediting a pack takes no extra round trip): a subquery
 * of the account's one row, or none.
 */
export const billingDetailsRecords = {
  ofAccountSql(accountId: string): SQL {
    return sql`select ${billingDetails.legalName} as legal_name, ${billingDetails.address} as address,
      ${billingDetails.state} as state, ${billingDetails.gstin} as gstin
      from ${billingDetails} where ${billingDetails.accountId} = ${accountId}`;
  },
};
