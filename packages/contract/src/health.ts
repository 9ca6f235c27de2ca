import { z } from 'zod';
import { defineEndpoints } from './endpoint';

export const healthResponseSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  db: z.enum(['ok', 'down']),
  version: z.string(),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;

export const healthEndpoints = defineEndpoints({
  health: {
    method: 'GET',
    path: '/api/health',
    response: { 200: healthResponseSchema, 503: healthResponseSchema },
  },
});
