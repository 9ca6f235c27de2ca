import { invoiceEndpoints } from '@frameshop/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../http/route-of';
import { payerOf, TEAM_MANAGERS } from '../auth';
import type { InvoicesService } from './invoices.service';

export interface InvoicesRoutesOptions {
  invoices: InvoicesService;
}

const docs = (summary: string, description?: string) => ({
  tags: ['payments'],
  summary,
  ...(description ? { description } : {}),
  security: [{ bearerAuth: [] }],
});

/** `FS-26-27-00123.pdf`: the number, with its slashes made file-name safe. */
const fileName = (number: string) => `${number.replaceAll('/', '-')}.pdf`;

/** The signed-in buyer's invoices and credit notes (the scope's hook admits no one else). */
export const buyerInvoiceRoutes: FastifyPluginAsyncZod<InvoicesRoutesOptions> = async (
  app,
  { invoices },
) => {
  app.route({
    ...routeOf(
      invoiceEndpoints.invoices,
      docs("The caller's invoices and credit notes, newest first"),
    ),
    handler: async (request) => ({
      invoices: await invoices.listOf((await payerOf(request, TEAM_MANAGERS)).accountId),
    }),
  });
  app.route({
    ...routeOf(
      invoiceEndpoints.invoice,
      docs(
        "One of the caller's invoices or credit notes",
        'The number URL-encoded: FS%2F26-27%2F00123.',
      ),
    ),
    handler: async (request) =>
      invoices.ofBuyer((await payerOf(request, TEAM_MANAGERS)).accountId, request.params.number),
  });
  app.route({
    ...routeOf(
      invoiceEndpoints.invoicePdf,
      docs("One of the caller's invoices or credit notes as a PDF"),
    ),
    handler: async (request, reply) => {
      const { number } = request.params;
      const pdf = await invoices.pdfOfBuyer(
        (await payerOf(request, TEAM_MANAGERS)).accountId,
        number,
      );
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${fileName(number)}"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  });
};

/** The owner's month (the scope's hook admits admin tokens only). */
export const adminInvoiceRoutes: FastifyPluginAsyncZod<InvoicesRoutesOptions> = async (
  app,
  { invoices },
) => {
  const adminDocs = (summary: string, description?: string) => ({
    ...docs(summary, description),
    tags: ['admin'],
  });
  app.route({
    ...routeOf(
      invoiceEndpoints.adminInvoices,
      adminDocs(
        "A month's invoices and credit notes",
        "Without `month`, this month in the store's time zone; the answer names the month.",
      ),
    ),
    handler: async (request) => invoices.month(request.query.month),
  });
  app.route({
    ...routeOf(invoiceEndpoints.adminInvoicePdf, adminDocs('Any invoice or credit note as a PDF')),
    handler: async (request, reply) => {
      const { number } = request.params;
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${fileName(number)}"`)
        .header('cache-control', 'private, no-store')
        .send(await invoices.anyPdf(number));
    },
  });
  app.route({
    ...routeOf(
      invoiceEndpoints.gstr1,
      adminDocs(
        "A month's GSTR-1 figures",
        'B2B, B2C large and small, credit notes (CDNR, CDNUR), the HSN/SAC summary and the documents ' +
          "issued, in the GST portal's offline tool's JSON; `format=csv` answers the same as CSV. 409 " +
          'while the store is not registered for GST.',
      ),
    ),
    handler: async (request, reply) => {
      const { month, format } = request.query;
      if (format === 'json') return invoices.gstr1(month);
      const csv = await invoices.gstr1Csv(month);
      return (
        reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="gstr1-${month}.csv"`)
          // Bytes are sent as they are, never serialised: the CSV is the answer.
          .send(Buffer.from(csv, 'utf8') as never)
      );
    },
  });
};
