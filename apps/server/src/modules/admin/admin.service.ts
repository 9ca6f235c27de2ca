import { randomUUID } from 'node:crypto';
import {
  ADMIN_AUDIT_PAGE_SIZE,
  ADMIN_USERS_PAGE_SIZE,
  AdminMessage,
  type AdminAuditResponse,
  type AdminCreditAdjustmentRequest,
  type AdminCreditAdjustmentResponse,
  type AdminExportTable,
  type AdminPeriodRange,
  type AdminRendersResponse,
  type AdminRevenueResponse,
  type AdminTemplatesResponse,
  type AdminUserSort,
  type AdminUsersResponse,
} from '@frameshop/contract';
import type { Db } from '../../db/database';
import { AppError } from '../../http/app-error';
import { catalogueTemplates } from '../catalogue';
import { commerceRecords, previousAnswer, rememberAnswer } from '../commerce';
import { applyCreditChange } from '../credits';
import { UsersService, type UserRow } from '../users';
import { auditPage, insertAuditEntry, type AuditEntry } from './audit-log.repository';
import { renderFigures } from './render-figures';
import { recentRenderFailures } from './render-figures.repository';
import { dailyFigures, periodTotals, topSpenders } from './revenue-figures.repository';
import { templateSales } from './template-sales.repository';
import { userFigures } from './user-figures.repository';
import { userPage, type UserListing } from './user-page.repository';
import { purchasesOf } from './user-purchases.repository';
import { csvLines } from './csv';
import { recountRollups } from './rollups';
import { resolvePeriod, type PeriodQuery, type ResolvedPeriod } from './periods';

export interface UsersQuery extends PeriodQuery {
  q?: string;
  sort: AdminUserSort;
  page: number;
}

const RECENT_FAILURES = 10;
const EXPORT_BATCH = 1000;

const rangeOf = ({ period, from, to, timeZone }: ResolvedPeriod): AdminPeriodRange => ({
  period,
  from,
  to,
  timeZone,
});

/** The dashboard's figures, the credit adjustment, CSV exports and the audit log. */
export class AdminService {
  constructor(
    private readonly deps: {
      db: Db;
      /** The IANA zone whose days periods count in (STORE_TIME_ZONE). */
      timeZone: string;
      now?: () => Date;
    },
  ) {}

  private async period(query: PeriodQuery): Promise<ResolvedPeriod> {
    const now = this.deps.now?.() ?? new Date();
    const period = await resolvePeriod(this.deps.db, query, this.deps.timeZone, now);
    // Once after STORE_TIME_ZONE changes (or on a database migrated before any dashboard call).
    if (!period.rolledUp) await recountRollups(this.deps.db, this.deps.timeZone);
    // The per-template roll-ups trail the sales until counted (ADR 17): the owner sees them all.
    else await catalogueTemplates.countRecordedSales(this.deps.db);
    return { ...period, rolledUp: true };
  }

  /**
   * The days a period covers, for figures counted per day outside the dashboard's roll-ups (the
   * searches): no recount, no sales to add up.
   */
  async daysOf(query: PeriodQuery): Promise<AdminPeriodRange> {
    const now = this.deps.now?.() ?? new Date();
    return rangeOf(await resolvePeriod(this.deps.db, query, this.deps.timeZone, now));
  }

  async users(query: UsersQuery): Promise<AdminUsersResponse> {
    const { db } = this.deps;
    const period = await this.period(query);
    const listing: UserListing = { period, search: query.q || undefined, sort: query.sort };
    // Independent reads go side by side on the pool (one after another on the embedded database).
    const [page, totals] = await Promise.all([
      userPage(db, listing, {
        offset: (query.page - 1) * ADMIN_USERS_PAGE_SIZE,
        limit: ADMIN_USERS_PAGE_SIZE,
      }),
      periodTotals(db, period),
    ]);
    const [users, purchases] = await Promise.all([
      userFigures(db, page.ids, period),
      purchasesOf(db, page.ids, period),
    ]);
    return {
      range: rangeOf(period),
      users: users.map((user) => ({
        ...user,
        templatesPurchased: purchases.all.get(user.id) ?? [],
        filteredTemplatesPurchased: purchases.filtered.get(user.id) ?? [],
      })),
      matchingUsers: page.matching,
      page: query.page,
      pageSize: ADMIN_USERS_PAGE_SIZE,
      ...totals,
    };
  }

  async templates(query: PeriodQuery): Promise<AdminTemplatesResponse> {
    const period = await this.period(query);
    const templates = await templateSales(this.deps.db, period);
    return {
      range: rangeOf(period),
      templates,
      totalTemplates: templates.length,
      totalSales: templates.reduce((sum, template) => sum + template.filteredPurchaseCount, 0),
    };
  }

  async revenue(query: PeriodQuery): Promise<AdminRevenueResponse> {
    const { db } = this.deps;
    const period = await this.period(query);
    const [totals, spenders, days] = await Promise.all([
      periodTotals(db, period),
      topSpenders(db, period),
      dailyFigures(db, period),
    ]);
    return {
      range: rangeOf(period),
      ...totals,
      averageRevenuePerUser: totals.totalUsers
        ? Math.round((totals.totalRevenue / totals.totalUsers) * 100) / 100
        : 0,
      topSpenders: spenders,
      days,
    };
  }

  async renders(query: PeriodQuery): Promise<AdminRendersResponse> {
    const { db } = this.deps;
    const period = await this.period(query);
    const [templates, recentFailures] = await Promise.all([
      renderFigures(db, period),
      recentRenderFailures(db, period, RECENT_FAILURES),
    ]);
    return {
      range: rangeOf(period),
      templates,
      totalRenders: templates.reduce((sum, row) => sum + row.renders, 0),
      totalFailed: templates.reduce((sum, row) => sum + row.failed, 0),
      totalRefunds: templates.reduce((sum, row) => sum + row.refunds, 0),
      recentFailures,
    };
  }

  /**
   * Adds or takes credits from one account: the balance, its `admin_adjustment` ledger row and the
   * audit entry commit together. Taking more than the balance holds is refused (402), like a spend.
   * With an Idempotency-Key, a repeat (a double click, a retry) answers the first adjustment's
   * answer; keys are kept per adjusted account, whose row lock orders the requests.
   */
  async adjustCredits(
    admin: UserRow,
    userId: string,
    adjustment: Required<AdminCreditAdjustmentRequest>,
    address: string,
    idempotencyKey: string | undefined,
  ): Promise<AdminCreditAdjustmentResponse> {
    const call = {
      key: idempotencyKey,
      operation: 'credits.adjust',
      args: { adminUserId: admin.id, userId, ...adjustment },
    };
    return this.deps.db.transaction(async (tx) => {
      await commerceRecords.lockBuyer(tx, userId);
      const earlier = await previousAnswer<AdminCreditAdjustmentResponse>(tx, userId, call);
      if (earlier) return earlier;
      if (await new UsersService(this.deps.db).isClosed(userId, tx))
        throw AppError.conflict(AdminMessage.accountClosed);
      const applied = await applyCreditChange(tx, {
        userId,
        delta: adjustment.amount,
        reason: 'admin_adjustment',
        // Each adjustment is its own cause: two equal ones are two changes.
        reference: `admin:${randomUUID()}`,
      });
      await insertAuditEntry(tx, {
        adminUserId: admin.id,
        action: 'credits.adjust',
        details: {
          userId,
          ...adjustment,
          ledgerId: applied.ledgerId,
          balanceAfter: applied.balanceAfter,
        },
        address,
      });
      const answer = { userId, credits: applied.balanceAfter, ledgerId: applied.ledgerId };
      await rememberAnswer(tx, userId, call, answer);
      return answer;
    });
  }

  /** The audit log, newest first, a page at a time (keyed by entry id, so new entries do not shift it). */
  async auditLog(before: number | undefined): Promise<AdminAuditResponse> {
    // One more than a page tells whether an older page exists.
    const rows = await auditPage(this.deps.db, before, ADMIN_AUDIT_PAGE_SIZE + 1);
    const entries = rows.slice(0, ADMIN_AUDIT_PAGE_SIZE);
    return {
      entries,
      nextBefore: rows.length > ADMIN_AUDIT_PAGE_SIZE ? entries.at(-1)!.id : null,
    };
  }

  record(entry: AuditEntry): Promise<void> {
    return insertAuditEntry(this.deps.db, entry);
  }

  /** The lines of one table as CSV; the users table is read in batches, never all at once. */
  async exportCsv(table: AdminExportTable, query: UsersQuery): Promise<AsyncGenerator<string>> {
    const period = await this.period(query);
    switch (table) {
      case 'users':
        return csvLines(
          [
            'id',
            'username',
            'actualName',
            'email',
            'accountType',
            'role',
            'credits',
            'creditsPurchased',
            'moneySpent',
            'purchaseCount',
            'filteredCreditsPurchased',
            'filteredMoneySpent',
            'filteredPurchaseCount',
            'createdAt',
          ],
          this.userBatches({ period, search: query.q || undefined, sort: query.sort }),
          (user) => [
            user.id,
            user.username,
            user.actualName,
            user.email,
            user.kind === 'team' ? 'Team' : user.isGoogleUser ? 'Google User' : 'Email User',
            user.role,
            user.credits,
            user.creditsPurchased,
            user.moneySpent.toFixed(2),
            user.purchaseCount,
            user.filteredCreditsPurchased,
            user.filteredMoneySpent.toFixed(2),
            user.filteredPurchaseCount,
            user.createdAt,
          ],
        );
      case 'templates':
        return csvLines(
          [
            'templateId',
            'templateName',
            'kind',
            'videoLayout',
            'templatePrice',
            'templatePriceIND',
            'purchaseCount',
            'filteredPurchaseCount',
          ],
          once(templateSales(this.deps.db, period)),
          (row) => [
            row.templateId,
            row.templateName,
            row.kind,
            row.videoLayout ?? 'N/A',
            row.templatePrice,
            row.templatePriceIND,
            row.purchaseCount,
            row.filteredPurchaseCount,
          ],
        );
      case 'revenue':
        return csvLines(
          ['date', 'revenue', 'sales'],
          once(dailyFigures(this.deps.db, period)),
          (day) => [day.date, day.revenue.toFixed(2), day.sales],
        );
      case 'renders':
        return csvLines(
          [
            'templateId',
            'templateName',
            'renders',
            'failed',
            'failureRate',
            'refunds',
            'medianRenderSeconds',
          ],
          once(renderFigures(this.deps.db, period)),
          (row) => [
            row.templateId,
            row.templateName,
            row.renders,
            row.failed,
            row.failureRate,
            row.refunds,
            row.medianRenderSeconds,
          ],
        );
    }
  }

  /** Every matching user in the table's order (the page's sort), a batch at a time. */
  private async *userBatches(listing: UserListing) {
    for (let offset = 0; ; offset += EXPORT_BATCH) {
      const { ids } = await userPage(this.deps.db, listing, { offset, limit: EXPORT_BATCH });
      yield await userFigures(this.deps.db, ids, listing.period);
      if (ids.length < EXPORT_BATCH) return;
    }
  }
}

async function* once<Row>(rows: Promise<Row[]>): AsyncGenerator<Row[]> {
  yield await rows;
}
