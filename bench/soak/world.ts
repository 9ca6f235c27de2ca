import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { PaidVisit } from '../../apps/server/src/cluster/books';
import { WEBHOOK_STEP, type Steps } from '../../apps/server/src/cluster/buyer-journey';
import type { ClusterStack } from '../../apps/server/src/cluster/cluster-stack';
import { templates } from '../../apps/server/src/db/schema';
import type { Recorder } from './recorder';

/** A published template as a visitor meets it in the catalogue. */
export interface ListedTemplate {
  id: number;
  kind: 'video' | 'image' | 'direct-sell';
  name: string;
  price: number;
  sections: string[];
}

/** A render order over the per-user limit of renders waiting: the visitor's own doing. */
export class OverRenderLimit extends Error {}

/** What every visitor of a soak shares: the cluster, the recorder and what the books need. */
export interface World {
  stack: ClusterStack;
  recorder: Recorder;
  catalogue: ListedTemplate[];
  /** Every credit pack paid, to check each was credited once. */
  paidOrders: PaidVisit[];
  /** Every render ordered, to wait for and to time in the queue. */
  renderIds: string[];
  /** How the journeys' shared steps are taken: each once, a wrong status thrown. */
  steps: Steps;
  /** A client address of its own for each new visitor (the rate limit groups IPv6 by /64). */
  freshAddress(): string;
}

/** The published catalogue, read once: visitors pick what they look at and buy from it. */
export async function listedTemplates(stack: ClusterStack): Promise<ListedTemplate[]> {
  const rows = await stack.database.db
    .select({
      id: templates.id,
      kind: templates.kind,
      name: templates.name,
      price: templates.price,
      sections: templates.sections,
    })
    .from(templates)
    .where(eq(templates.status, 'published'));
  return rows;
}

export function createWorld(stack: ClusterStack, recorder: Recorder, catalogue: ListedTemplate[]) {
  // Documentation-range addresses, a fresh prefix each run: Redis keeps a run's counts a minute.
  const prefix = `2001:db8:${randomBytes(2).toString('hex')}`;
  let addresses = 0;
  const steps: Steps = {
    async request(what, expected, call) {
      const started = performance.now();
      const answer = await call();
      // Razorpay's webhook is fetched, not injected through a recording client: timed here.
      if (what === WEBHOOK_STEP) {
        recorder.record(
          'POST /api/razorpay-webhook',
          performance.now() - started,
          answer.statusCode,
        );
      }
      if (answer.statusCode === expected) return answer;
      if (what === 'a render order' && answer.statusCode === 429) throw new OverRenderLimit();
      throw new Error(`${what} answered ${answer.statusCode}`);
    },
    flow: (_what, run) => run(),
  };
  const world: World = {
    stack,
    recorder,
    catalogue,
    paidOrders: [],
    renderIds: [],
    steps,
    freshAddress: () => `${prefix}:${(addresses += 1).toString(16)}::1`,
  };
  return world;
}
