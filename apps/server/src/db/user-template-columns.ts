import { bigint, uuid } from 'drizzle-orm/pg-core';
import { templates } from '../modules/catalogue/catalogue.schema';
import { users } from '../modules/users/users.schema';

/**
 * The key columns of a row that is one user's about one template (a like, a cart line, a
 * draft): it goes when either the user or the template goes.
 */
export const userTemplateColumns = () => ({
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  templateId: bigint('template_id', { mode: 'number' })
    .notNull()
    .references(() => templates.id, { onDelete: 'cascade' }),
});
