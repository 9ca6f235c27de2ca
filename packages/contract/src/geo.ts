import { z } from 'zod';
import { defineEndpoints } from './endpoint';

/** The geo module's call: the visitor's region, which decides the prices shown. */

export const geoResponseSchema = z.object({
  country: z.string(),
  currencyCode: z.enum(['USD', 'INR']),
  currencySymbol: z.enum(['$', '₹']),
  isIndianUser: z.boolean(),
});
export type GeoResponse = z.infer<typeof geoResponseSchema>;

export const geoEndpoints = defineEndpoints({
  geo: { method: 'GET', path: '/api/geo', response: { 200: geoResponseSchema } },
});
