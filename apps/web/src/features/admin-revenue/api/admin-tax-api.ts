import {
  endpointPath,
  invoiceEndpoints,
  paymentEndpoints,
  type AdminInvoiceList,
  type PackRefund,
} from '@frameshop/contract';
import { callEndpoint } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/download-file';
import { withToken } from '../../admin-shell/api/admin-api';

/**
 * A month's invoices and credit notes (`2026-11`), with the admin token; null asks for this month
 * in the store's time zone (the answer names it).
 */
export function getAdminInvoices(
  token: string,
  month: string | null,
  signal?: AbortSignal,
): Promise<AdminInvoiceList> {
  return callEndpoint(invoiceEndpoints.adminInvoices, {
    query: new URLSearchParams(month ? { month } : {}),
    headers: withToken(token),
    signal,
  });
}

/** Refunds a paid pack in full: credits back, a credit note, the money returned by a job. */
export function refundPack(token: string, orderId: string): Promise<PackRefund> {
  return callEndpoint(paymentEndpoints.adminRefundPack, {
    params: { orderId },
    headers: withToken(token),
  });
}

/** Downloads the month's GSTR-1 figures as the offline tool's JSON, or as CSV. */
export function downloadGstr1(token: string, month: string, format: 'json' | 'csv') {
  const path = `${endpointPath(invoiceEndpoints.gstr1.path)}?${new URLSearchParams({ month, format })}`;
  return downloadFile(path, `gstr1-${month}.${format}`, withToken(token));
}
