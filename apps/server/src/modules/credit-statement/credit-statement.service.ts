import {
  CREDIT_STATEMENT_PAGE_SIZE,
  type CreditStatement,
  type CreditStatementEntry,
  type CreditStatementKind,
} from '@frameshop/contract';
import { statementRows, type StatementRow, type StatementSources } from './statement-rows';

/** An admin's reasons for an adjustment (the dashboard's choices), as a buyer reads them. */
const adjustmentReasons: Readonly<Record<string, string>> = {
  goodwill: 'goodwill',
  correction: 'a correction',
  refund: 'a refund',
  promotion: 'a promotion',
  other: 'another reason',
};

/** The credit statement of the profile: the ledger, a page at a time, each row explained. */
export class CreditStatementService {
  constructor(private readonly sources: StatementSources) {}

  async page(userId: string, before: number | undefined): Promise<CreditStatement> {
    const { entries, nextBefore } = await this.pageWithMembers(userId, before);
    return { entries: entries.map(({ memberUserId: _member, ...entry }) => entry), nextBefore };
  }

  /** A page of an account's statement with, on a team's rows, the member who moved the credits. */
  async pageWithMembers(
    accountId: string,
    before: number | undefined,
    size: number = CREDIT_STATEMENT_PAGE_SIZE,
  ): Promise<{
    entries: (CreditStatementEntry & { memberUserId: string | null })[];
    nextBefore: number | null;
  }> {
    const rows = await statementRows(this.sources, accountId, before, size + 1);
    const page = rows.slice(0, size);
    return {
      entries: page.map((row) => ({ ...toEntry(row), memberUserId: row.memberUserId })),
      nextBefore: rows.length > page.length ? (page.at(-1)?.id ?? null) : null,
    };
  }
}

function toEntry(row: StatementRow): CreditStatementEntry {
  const { kind, description } = explainWithKey(row);
  return {
    id: row.id,
    at: row.createdAt.toISOString(),
    kind,
    delta: row.delta,
    balanceAfter: row.balanceAfter,
    description,
    receiptNumber: row.receiptNumber,
  };
}

/** What a row was for, and the API key that spent, when one did. */
function explainWithKey(row: StatementRow): { kind: CreditStatementKind; description: string } {
  const explained = explain(row);
  if (row.apiKeyName === null) return explained;
  return { ...explained, description: `${explained.description}, via API key ‘${row.apiKeyName}’` };
}

function explain(row: StatementRow): { kind: CreditStatementKind; description: string } {
  if (row.batch) return explainBatch(row.batch);
  const template = row.renderTemplate || 'a template';
  switch (row.reason) {
    case 'signup_bonus':
      return { kind: 'awarded', description: 'Welcome credits' };
    case 'profile_completion':
      return { kind: 'awarded', description: 'Profile completed' };
    case 'credit_purchase':
      return { kind: 'bought', description: 'Credit pack' };
    case 'refund':
      if (row.renderStatus === null) return { kind: 'refunded', description: 'Credits returned' };
      // A render delivered and refunded anyway: its template had been bought meanwhile.
      return row.renderStatus === 'completed'
        ? { kind: 'refunded', description: `Returned: ${template} was already yours` }
        : {
            kind: 'refunded',
            description: `Returned: the render of ${template} was not delivered`,
          };
    case 'account_closed':
      return { kind: 'adjusted', description: 'Forfeited when the account was closed' };
    case 'purchase_refunded':
      return { kind: 'adjusted', description: 'Credit pack refunded: its credits taken back' };
    case 'admin_adjustment':
      return {
        kind: 'adjusted',
        description: `Adjusted by the store for ${adjustmentReasons[row.adjustmentReason ?? ''] ?? 'another reason'}`,
      };
    case 'template_purchase':
      if (row.renderStatus !== null) {
        // A hold becomes the price paid once its render is delivered; until then it is held.
        if (row.renderRefunded) {
          return { kind: 'held', description: `Held for the render of ${template}, returned` };
        }
        return row.renderStatus === 'completed'
          ? { kind: 'spent', description: `Render of ${template}` }
          : { kind: 'held', description: `Held for the render of ${template}` };
      }
      return { kind: 'spent', description: licensedTemplates(row) };
  }
}

/**
 * A batch's hold or return (Make many), named by its template and, for a row's share, by the row:
 * the whole total is held at confirm and each row's share returned if it is not made (ADR 45).
 */
function explainBatch(batch: NonNullable<StatementRow['batch']>): {
  kind: CreditStatementKind;
  description: string;
} {
  const things = batch.kind === 'video' ? 'videos' : 'pictures';
  const made = `Make many: ${batch.templateName}`;
  const row = `row ${(batch.row ?? 0) + 1}`;
  // Held while the batch makes its rows; once it has ended, what was not returned was spent.
  const held = batch.open ? 'held' : 'spent';
  switch (batch.what) {
    case 'hold':
      return batch.open
        ? { kind: held, description: `Held for ${made}, ${batch.results} ${things}` }
        : { kind: held, description: `${made}, ${batch.results} ${things}` };
    case 'rehold':
      return { kind: held, description: `Retry of ${row} of ${made}` };
    case 'licenceHold':
      return { kind: held, description: `Licence of ${made}, held again for a retry` };
    case 'refund':
      return { kind: 'refunded', description: `Returned: ${row} of ${made} was not made` };
    case 'licenceRefund':
      return { kind: 'refunded', description: `Returned: the licence, as ${made} made nothing` };
  }
}

const licensedTemplates = ({ firstTemplate, templateCount }: StatementRow) => {
  if (!firstTemplate) return 'Template purchase';
  return templateCount > 1 ? `${firstTemplate} and ${templateCount - 1} more` : firstTemplate;
};
