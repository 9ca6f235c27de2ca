import { z } from 'zod';
import { defineEndpoints, postEndpoint } from './endpoint';
import { apiErrorSchema } from './error-body';
import { multilineText, text } from './fields';
import { templateStatusSchema } from './template-status';

/**
 * The internal dashboard (catalogue-and-commerce spec, sections 2, 3, 4, 8). Admin is a role kept on
 * the server: the password gate is checked there, for a signed-in admin only, and answers a
 * short-lived admin token that every other admin call carries as its bearer token.
 */

export const AdminMessage = {
  gateTitle: 'Internal Access',
  gatePrompt: 'Enter password to continue',
  accessDashboard: 'Access Dashboard',
  verifying: 'Verifying...',
  backToMainSite: 'Back to Main Site',
  invalidPassword: 'Invalid password. Access denied.',
  notConfigured:
    'Admin access is not configured on this server. Set ADMIN_PASSWORD in its environment and restart it.',
  authenticationFailed:
    'Authentication failed. Please log in to your account first and make sure you have admin permissions.',
  notAnAdmin:
    'This account does not have admin permissions. Ask the store owner to grant them with `npm run admin -- grant <email>`.',
  tooManyAttempts: (wait: string) =>
    `Too many wrong admin passwords. Please wait ${wait} and try again.`,
  fetchFailed: 'Failed to fetch admin data. Please try again.',
  accountClosed: 'This account is closed: its credits cannot be adjusted.',
  loading: 'Loading dashboard data...',
  tryAgain: 'Try Again',
  goToLogin: 'Go to Login Page',
  logout: 'Logout',
  fixSteps: [
    'Log in to your account on the main site',
    'Return to the admin panel',
    'Enter the admin password again',
  ],
  usersWithActivity: 'Users with activity in the period',
  noRevenue: 'No revenue data found for the period',
  customRangeOrder: 'The start date must be on or before the end date.',
  customRangeFuture: 'The end date cannot be after today.',
  customRangeMissing: 'A custom range needs both a From and a To date.',
} as const;

/** How long the admin token lasts: the gate is passed again after this. */
export const ADMIN_TOKEN_MS = 30 * 60_000;
/** Users per page of the Users table. */
export const ADMIN_USERS_PAGE_SIZE = 50;
/** Purchases listed under each user (the newest); the counts cover them all. */
export const ADMIN_PURCHASES_PER_USER = 20;
/** The spenders the Revenue tab ranks. */
export const ADMIN_TOP_SPENDERS = 10;

export const adminPeriodSchema = z.enum(['all', 'week', 'month', '60days', 'custom']);
export type AdminPeriod = z.infer<typeof adminPeriodSchema>;

/** The period selector's labels, in its order. */
export const ADMIN_PERIOD_LABELS: Record<AdminPeriod, string> = {
  all: 'All Time',
  week: 'This Week',
  month: 'This Month',
  '60days': 'Past 60 Days',
  custom: 'Custom Range',
};

/** Days each rolling period spans, today included, in the store's time zone. */
export const ADMIN_PERIOD_DAYS = { week: 7, month: 30, '60days': 60 } as const;

const isoDate = text()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Dates are written YYYY-MM-DD')
  .refine(
    (day) => {
      const date = new Date(`${day}T00:00:00Z`);
      return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(day);
    },
    {
      message: 'That date does not exist',
      abort: true,
    },
  )
  // The document says so too: a calendar date, not any four digits and two pairs.
  .meta({ format: 'date' });

const periodFields = {
  period: adminPeriodSchema.default('all'),
  from: isoDate.optional(),
  to: isoDate.optional(),
};

/** A custom range names both days, the first on or before the last ("not after today": server). */
function checkCustomRange(
  query: { period: AdminPeriod; from?: string; to?: string },
  context: z.RefinementCtx,
): void {
  if (query.period !== 'custom') return;
  if (!query.from || !query.to) {
    context.addIssue({ code: 'custom', message: AdminMessage.customRangeMissing, path: ['from'] });
  } else if (query.from > query.to) {
    context.addIssue({ code: 'custom', message: AdminMessage.customRangeOrder, path: ['from'] });
  }
}

/** `period`, and `from`/`to` (YYYY-MM-DD, the store's days) for a custom range. */
export const adminPeriodQuerySchema = z.object(periodFields).superRefine(checkCustomRange);

/** What the figures cover, as the Showing badge names it. */
export const adminPeriodRangeSchema = z.object({
  period: adminPeriodSchema,
  /** The first day counted, in the store's time zone; null for All Time. */
  from: z.string().nullable(),
  /** The last day counted (today unless a custom range ends earlier). */
  to: z.string(),
  timeZone: z.string(),
});
export type AdminPeriodRange = z.infer<typeof adminPeriodRangeSchema>;

export const adminUserSortSchema = z.enum(['revenue', 'credits', 'purchases', 'newest']);
export type AdminUserSort = z.infer<typeof adminUserSortSchema>;

export const adminUsersQuerySchema = z
  .object({
    ...periodFields,
    q: text().trim().max(100).optional(),
    sort: adminUserSortSchema.default('revenue'),
    page: z.coerce.number().int().min(1).max(100_000).default(1),
  })
  .superRefine(checkCustomRange);

export const adminPurchaseSchema = z.object({
  templateId: z.string(),
  creditsCost: z.number().int().nonnegative(),
  purchaseDate: z.string(),
});
export type AdminPurchase = z.infer<typeof adminPurchaseSchema>;

/** What an account is: a person's, or a team's (ADR 59), which no one signs in to. */
export const accountKindSchema = z.enum(['person', 'team']);
export type AccountKind = z.infer<typeof accountKindSchema>;

/** One row of the Users table; money is in rupees (paid payment orders), 2 decimals. */
export const adminUserSchema = z.object({
  id: z.string(),
  /** A team's account is listed among people's, marked by its kind. */
  kind: accountKindSchema,
  username: z.string(),
  actualName: z.string(),
  email: z.string(),
  isGoogleUser: z.boolean(),
  role: z.enum(['user', 'admin']),
  credits: z.number().int(),
  createdAt: z.string(),
  /** When the person closed the account (its personal fields are erased); null while open. */
  closedAt: z.string().nullable(),
  creditsPurchased: z.number().int(),
  moneySpent: z.number(),
  /** The newest purchases, all time (at most ADMIN_PURCHASES_PER_USER). */
  templatesPurchased: z.array(adminPurchaseSchema),
  purchaseCount: z.number().int(),
  filteredCreditsPurchased: z.number().int(),
  filteredMoneySpent: z.number(),
  filteredTemplatesPurchased: z.array(adminPurchaseSchema),
  filteredPurchaseCount: z.number().int(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const adminUsersResponseSchema = z.object({
  range: adminPeriodRangeSchema,
  users: z.array(adminUserSchema),
  /** Every account. */
  totalUsers: z.number().int(),
  /** Accounts the table lists: with activity in the period, matching the search. */
  matchingUsers: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Template purchases (licences) in the period. */
  totalPurchases: z.number().int(),
  /** Rupees received (paid payment orders) in the period. */
  totalRevenue: z.number(),
  /** Accounts that paid in the period. */
  payingUsers: z.number().int(),
});
export type AdminUsersResponse = z.infer<typeof adminUsersResponseSchema>;

export const adminTemplateSchema = z.object({
  templateId: z.string(),
  templateName: z.string(),
  kind: z.enum(['video', 'image', 'direct-sell']),
  /** Video templates only; null shows N/A. */
  videoLayout: z.string().nullable(),
  templatePrice: z.number().int(),
  templatePriceIND: z.number().int(),
  purchaseCount: z.number().int(),
  filteredPurchaseCount: z.number().int(),
  status: templateStatusSchema,
  /** Where preparing its media stands (see the owner's catalogue). */
  mediaState: z.enum(['missing', 'preparing', 'ready', 'failed']),
  /** 0 to 1 while preparing. */
  mediaProgress: z.number(),
  sku: z.string().nullable(),
});
export type AdminTemplate = z.infer<typeof adminTemplateSchema>;

export const adminTemplatesResponseSchema = z.object({
  range: adminPeriodRangeSchema,
  templates: z.array(adminTemplateSchema),
  totalTemplates: z.number().int(),
  /** Sales in the period. */
  totalSales: z.number().int(),
});
export type AdminTemplatesResponse = z.infer<typeof adminTemplatesResponseSchema>;

export const adminSpenderSchema = z.object({
  id: z.string(),
  username: z.string(),
  actualName: z.string(),
  email: z.string(),
  amount: z.number(),
  purchaseCount: z.number().int(),
});
export type AdminSpender = z.infer<typeof adminSpenderSchema>;

/** One day of the chart, in the store's time zone; days with nothing are zeros. */
export const adminDaySchema = z.object({
  date: z.string(),
  revenue: z.number(),
  sales: z.number().int(),
});
export type AdminDay = z.infer<typeof adminDaySchema>;

export const adminRevenueResponseSchema = z.object({
  range: adminPeriodRangeSchema,
  totalRevenue: z.number(),
  payingUsers: z.number().int(),
  totalPurchases: z.number().int(),
  totalUsers: z.number().int(),
  /** Total revenue ÷ total users, 2 decimals; 0 without users. */
  averageRevenuePerUser: z.number(),
  topSpenders: z.array(adminSpenderSchema),
  days: z.array(adminDaySchema),
});
export type AdminRevenueResponse = z.infer<typeof adminRevenueResponseSchema>;

export const adminRenderTemplateSchema = z.object({
  templateId: z.string(),
  templateName: z.string(),
  renders: z.number().int(),
  failed: z.number().int(),
  /** Failed ÷ finished (completed or failed), 0 to 1. */
  failureRate: z.number(),
  refunds: z.number().int(),
  /** Of completed renders; null when none completed. */
  medianRenderSeconds: z.number().nullable(),
});

export const adminRenderFailureSchema = z.object({
  id: z.string(),
  templateId: z.string(),
  templateName: z.string(),
  email: z.string(),
  errorMessage: z.string(),
  failedAt: z.string(),
});

export const adminRendersResponseSchema = z.object({
  range: adminPeriodRangeSchema,
  templates: z.array(adminRenderTemplateSchema),
  totalRenders: z.number().int(),
  totalFailed: z.number().int(),
  totalRefunds: z.number().int(),
  recentFailures: z.array(adminRenderFailureSchema),
});
export type AdminRendersResponse = z.infer<typeof adminRendersResponseSchema>;

export const adminSessionRequestSchema = z.object({ password: text().min(1).max(200) }).strict();
export const adminSessionResponseSchema = z.object({
  adminToken: z.string(),
  expiresAt: z.string(),
});

export const ADMIN_ADJUSTMENT_LIMIT = 1_000_000;

export const adminCreditAdjustmentRequestSchema = z
  .object({
    /** Credits to add (positive) or take away (negative). */
    amount: z
      .number()
      .int('The amount must be a whole number of credits')
      .min(-ADMIN_ADJUSTMENT_LIMIT)
      .max(ADMIN_ADJUSTMENT_LIMIT)
      .refine((amount) => amount !== 0, 'The amount must not be 0'),
    reason: z.enum(['goodwill', 'correction', 'refund', 'promotion', 'other']),
    note: multilineText().trim().max(1000).default(''),
  })
  .strict();
export type AdminCreditAdjustmentRequest = z.input<typeof adminCreditAdjustmentRequestSchema>;

export const adminCreditAdjustmentResponseSchema = z.object({
  userId: z.string(),
  credits: z.number().int(),
  ledgerId: z.number().int(),
});
export type AdminCreditAdjustmentResponse = z.infer<typeof adminCreditAdjustmentResponseSchema>;

export const adminExportTableSchema = z.enum(['users', 'templates', 'revenue', 'renders']);
export type AdminExportTable = z.infer<typeof adminExportTableSchema>;

/** Audit entries per page of the Audit Log tab. */
export const ADMIN_AUDIT_PAGE_SIZE = 50;

export const adminAuditQuerySchema = z.object({
  /** The entries older than this one (the previous page's `nextBefore`); the newest without it. */
  before: z.coerce.number().int().min(1).optional(),
});

/** One admin action: who, when, what (an action name and its arguments), from which address. */
export const adminAuditEntrySchema = z.object({
  id: z.number().int(),
  adminEmail: z.string(),
  adminUsername: z.string(),
  action: z.string(),
  details: z.record(z.string(), z.unknown()),
  address: z.string(),
  createdAt: z.string(),
});
export type AdminAuditEntry = z.infer<typeof adminAuditEntrySchema>;

export const adminAuditResponseSchema = z.object({
  entries: z.array(adminAuditEntrySchema),
  /** Pass as `before` for the next, older page; null on the last. */
  nextBefore: z.number().int().nullable(),
});
export type AdminAuditResponse = z.infer<typeof adminAuditResponseSchema>;

export const adminEndpoints = defineEndpoints({
  openSession: postEndpoint('/api/admin/session', adminSessionRequestSchema, {
    200: adminSessionResponseSchema,
  }),
  users: {
    method: 'GET',
    path: '/api/admin/users',
    querystring: adminUsersQuerySchema,
    response: { 200: adminUsersResponseSchema },
  },
  templates: {
    method: 'GET',
    path: '/api/admin/templates',
    querystring: adminPeriodQuerySchema,
    response: { 200: adminTemplatesResponseSchema },
  },
  revenue: {
    method: 'GET',
    path: '/api/admin/revenue',
    querystring: adminPeriodQuerySchema,
    response: { 200: adminRevenueResponseSchema },
  },
  renders: {
    method: 'GET',
    path: '/api/admin/renders',
    querystring: adminPeriodQuerySchema,
    response: { 200: adminRendersResponseSchema },
  },
  auditLog: {
    method: 'GET',
    path: '/api/admin/audit-log',
    querystring: adminAuditQuerySchema,
    response: { 200: adminAuditResponseSchema },
  },
  adjustCredits: {
    method: 'POST',
    path: '/api/admin/users/:userId/credits',
    params: z.object({ userId: z.uuid('That is not a user id') }),
    body: adminCreditAdjustmentRequestSchema,
    response: {
      200: adminCreditAdjustmentResponseSchema,
      409: apiErrorSchema,
      422: apiErrorSchema,
    },
  },
  /** A CSV file, streamed: the web app fetches it as a download, not through callEndpoint. */
  exportCsv: {
    method: 'GET',
    path: '/api/admin/export/:table',
    params: z.object({ table: adminExportTableSchema }),
    // The users table is exported as searched and sorted; every page of it.
    querystring: adminUsersQuerySchema,
    response: { 200: z.string() },
  },
});
