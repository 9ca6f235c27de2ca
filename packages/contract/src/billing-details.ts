import { z } from 'zod';
import { defineEndpoints } from './endpoint';
import { multilineText, text } from './fields';
import {
  GST_STATE_CODES,
  GstinMessage,
  gstinProblem,
  normalGstin,
  stateLabel,
  stateOfGstin,
} from './gst';

/**
 * The buyer's billing details, as each tax invoice copies them (ADR 55): kept per paying account
 * (today a person; a team's own later), changed for the next invoice only.
 */

export const BILLING_NAME_MAX = 200;
export const BILLING_ADDRESS_MAX = 500;

export const BillingDetailsMessage = {
  legalNameRequired: 'Enter the name the invoice is made out to',
  legalNameMax: `The legal name must be at most ${BILLING_NAME_MAX} characters long`,
  addressRequired: 'Enter the billing address',
  addressMax: `The address must be at most ${BILLING_ADDRESS_MAX} characters long`,
  stateUnknown: 'Choose the state or union territory of the billing address',
  notFound: 'No billing details yet',
  saved: 'Billing details saved. They apply to your next invoice.',
} as const;

/** The GSTIN's state is the state given, or the message saying it is not. */
export function gstinStateMessage(gstin: string, state: string): string | null {
  return stateOfGstin(gstin) === state
    ? null
    : `This GSTIN is registered in ${stateLabel(stateOfGstin(gstin))}, not in ${stateLabel(state)}: choose that state, or check the GSTIN`;
}

/**
 * A GSTIN field: typed with spaces or in lower case it is read as the GST portal shows it; left
 * empty, the buyer has none. One string schema, not a union with the empty string, so the API
 * document states its type beside `nullable`.
 */
const gstinField = text()
  .trim()
  .transform(normalGstin)
  .superRefine((gstin, context) => {
    if (gstin === '') return;
    const problem = gstinProblem(gstin);
    if (problem)
      context.addIssue({ code: 'custom', message: GstinMessage[problem], params: { problem } });
  });

export const billingDetailsRequestSchema = z
  .object({
    legalName: text()
      .trim()
      .min(1, BillingDetailsMessage.legalNameRequired)
      .max(BILLING_NAME_MAX, BillingDetailsMessage.legalNameMax),
    address: multilineText()
      .trim()
      .min(1, BillingDetailsMessage.addressRequired)
      .max(BILLING_ADDRESS_MAX, BillingDetailsMessage.addressMax),
    // An enum, so the API document lists the codes a client may send.
    state: z.enum(GST_STATE_CODES, { error: BillingDetailsMessage.stateUnknown }),
    /** Left out, null or empty: the buyer has none (an unregistered buyer, B2C). */
    gstin: gstinField
      .nullable()
      .optional()
      .transform((gstin) => (gstin ? gstin : null)),
  })
  .strict()
  .superRefine((details, context) => {
    if (!details.gstin) return;
    const message = gstinStateMessage(details.gstin, details.state);
    if (message) context.addIssue({ code: 'custom', path: ['gstin'], message });
  });
export type BillingDetailsRequest = z.input<typeof billingDetailsRequestSchema>;
export type BillingDetailsInput = z.output<typeof billingDetailsRequestSchema>;

export const billingDetailsSchema = z.object({
  legalName: z.string(),
  address: z.string(),
  /** The GST state code (`29`). */
  state: z.string(),
  gstin: z.string().nullable(),
  updatedAt: z.string(),
});
export type BillingDetails = z.infer<typeof billingDetailsSchema>;

/** `billingDetails` is null until the buyer gave them. */
export const billingDetailsAnswerSchema = z.object({
  billingDetails: billingDetailsSchema.nullable(),
});
export type BillingDetailsAnswer = z.infer<typeof billingDetailsAnswerSchema>;

export const billingDetailsEndpoints = defineEndpoints({
  getBillingDetails: {
    method: 'GET',
    path: '/api/billing-details',
    response: { 200: billingDetailsAnswerSchema },
  },
  putBillingDetails: {
    method: 'PUT',
    path: '/api/billing-details',
    body: billingDetailsRequestSchema,
    response: { 200: billingDetailsAnswerSchema },
  },
});
