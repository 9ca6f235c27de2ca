/**
 * The Drizzle schema: each feature's tables live beside its module and are re-exported here, so
 * drizzle-kit sees one schema and both engines run the same migrations.
 */
export * from '../modules/users/users.schema';
export * from '../modules/credits/credits.schema';
export * from '../modules/otp/otp.schema';
export * from '../modules/generated-videos/generated-videos.schema';
export * from '../modules/catalogue/catalogue.schema';
export * from '../modules/likes/likes.schema';
export * from '../modules/commerce/commerce.schema';
export * from '../modules/payments/payments.schema';
export * from '../modules/receipts/receipts.schema';
export * from '../modules/account-export/account-export.schema';
export * from '../modules/welcome-credits/welcome-credits.schema';
export * from '../modules/uploads/uploads.schema';
export * from '../modules/admin/admin.schema';
export * from '../modules/drafts/drafts.schema';
export * from '../modules/credit-packs/credit-packs.schema';
export * from '../modules/owner-catalogue/imports/catalogue-imports.schema';
export * from '../modules/search/search.schema';
export * from '../modules/owner-catalogue/template-media-originals.schema';
export * from '../modules/batches/batches.schema';
export * from '../modules/api-keys/api-keys.schema';
export * from '../modules/webhooks/webhooks.schema';
export * from '../modules/billing-details/billing-details.schema';
export * from '../modules/invoices/invoices.schema';
export * from '../modules/teams/teams.schema';
export * from '../modules/brand-kit/brand-kit.schema';
