import { z } from 'zod';

/** The three kinds of templates. Its own file, so the start-up profile schema needs no catalogue. */
export const templateKindSchema = z.enum(['video', 'image', 'direct-sell']);
export type TemplateKind = z.infer<typeof templateKindSchema>;
