import { TemplateAdminMessage, type TemplateStatus } from '@frameshop/contract';

/** The moves a template's status may make (ADR 25). */
const ALLOWED_MOVES: Record<TemplateStatus, readonly TemplateStatus[]> = {
  draft: ['published'],
  published: ['retired', 'draft'],
  retired: ['published'],
};

/** What a move depends on besides the two statuses. */
export interface MoveFacts {
  /** Whether the template's media are prepared: nothing is published without them. */
  ready: boolean;
  /** How many buyers own it: a template anyone owns never becomes a draft again. */
  owners: () => Promise<number>;
}

/**
 * Why a template may not go from `from` to `to`, or undefined when it may: the one set of rules
 * the dashboard and both imports (the command line's and the dashboard's) apply. A template an
 * import makes starts as a draft, as one made in the dashboard does, so a new row names a move
 * from draft too.
 */
export async function statusMoveRefusal(
  from: TemplateStatus,
  to: TemplateStatus,
  facts: MoveFacts,
): Promise<string | undefined> {
  if (from === to) return undefined;
  if (!ALLOWED_MOVES[from].includes(to)) return TemplateAdminMessage.statusMove(from, to);
  if (to === 'published' && !facts.ready) return TemplateAdminMessage.notReady;
  if (to === 'draft' && (await facts.owners()) > 0) return TemplateAdminMessage.ownedStaysOnSale;
  return undefined;
}
