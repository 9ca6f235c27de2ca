import { z } from 'zod';
import { templateKindSchema } from './template-kind';

/** The profile's `paymentHistory` (catalogue-and-commerce spec, section 3): one item per licence. */
export const paymentHistoryItemSchema = z.object({
  templateId: z.string(),
  templateName: z.string(),
  creditsCost: z.number().int().nonnegative(),
  purchaseDate: z.string(),
  templateType: templateKindSchema,
  licenceId: z.string(),
});
export type PaymentHistoryItem = z.infer<typeof paymentHistoryItemSchema>;

/** The profile's `creditPurchaseHistory`: one item per credit pack order (payments). */
export const creditPurchaseItemSchema = z.object({
  orderId: z.string(),
  creditsPurchased: z.number().int().positive(),
  /** Paise. */
  amountPaid: z.number().int().positive(),
  currency: z.string(),
  purchaseDate: z.string(),
  /**
   * `refunding` and `refunded`: the money goes back: paid after the account was closed (ADR 31),
   * or refunded by the store, which took the pack's credits back and issued a credit note (ADR 55).
   */
  status: z.enum(['created', 'paid', 'failed', 'expired', 'refunding', 'refunded']),
  /** The provider's payment id, once there is one. */
  transactionId: z.string().nullable(),
  /** The paid order's receipt (`/receipts/{receiptNumber}`); null until it is paid. */
  receiptNumber: z.number().int().positive().nullable(),
  /** The paid order's tax invoice (or bill of supply); null before it is paid, and for orders paid before invoices existed. */
  invoiceNumber: z.string().nullable(),
});
export type CreditPurchaseItem = z.infer<typeof creditPurchaseItemSchema>;

/**
 * The signed-in user as every profile and sign-in answer carries it. Apart from the account
 * rules in account-fields.ts: every page start-up checks who is signed in, and needs only this shape.
 */
export const userProfileSchema = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string(),
  actualName: z.string(),
  phoneNumber: z.string(),
  countryCode: z.string(),
  EmpFeild: z.string(),
  profilePicture: z.string(),
  isGoogleUser: z.boolean(),
  /** Signs in only with Google (no password set yet): it proves itself with Google, not a password. */
  googleOnly: z.boolean(),
  role: z.enum(['user', 'admin']),
  credits: z.number().int().nonnegative(),
  /** True for a social sign-in user whose phone number or employment field is still blank. */
  profileIncomplete: z.boolean(),
  likedTemplates: z.array(z.string()),
  purchasedTemplates: z.array(z.string()),
  /** Template ids; a repeated id means that many licences (the spec's "repeats mean quantity"). */
  cart: z.array(z.string()),
  paymentHistory: z.array(paymentHistoryItemSchema),
  creditPurchaseHistory: z.array(creditPurchaseItemSchema),
  createdAt: z.string(),
});
export type UserProfile = z.infer<typeof userProfileSchema>;
