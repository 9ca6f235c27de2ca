import { z } from 'zod';

/** Draft: admins only. Published: on sale, in every list. Retired: off sale; owners keep it. */
export const templateStatusSchema = z.enum(['draft', 'published', 'retired']);
export type TemplateStatus = z.infer<typeof templateStatusSchema>;
