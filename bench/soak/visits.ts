import { sleep } from '../../apps/server/src/cluster/waiting';
import { drawAction, type ActionGroup } from './actions';
import { arrive, type Visitor } from './visitor';
import { OverRenderLimit, type World } from './world';

export interface Pace {
  visitors: number;
  /** The mean pause between one visitor's actions, in seconds. */
  thinkSeconds: number;
}

export interface VisitCounts {
  /** Actions taken, by group (each visitor's first sign-up among them). */
  byGroup: Map<ActionGroup, number>;
  /** Render orders refused over the per-user limit: the visitor's doing. */
  overRenderLimit: number;
  /** Actions that failed other than by the visitor's doing, by message. */
  failed: Map<string, number>;
}

/**
 * A think time drawn from an exponential distribution of mean `seconds` (people do not pause
 * in step), kept between a fifth and four times the mean.
 */
const thinkMs = (seconds: number) =>
  Math.min(4, Math.max(0.2, -Math.log(1 - Math.random()))) * seconds * 1000;

/**
 * `pace.visitors` visitors at once until `endsAt`, each arriving with a sign-up and then taking
 * an action drawn by the store's proportions after each pause; a visitor who signs up again is a
 * new person taking their place. Half go to each API process first. Starts are spread over the
 * first think time so they do not come in step.
 */
export async function runVisits(world: World, pace: Pace, endsAt: number): Promise<VisitCounts> {
  const counts: VisitCounts = { byGroup: new Map(), overRenderLimit: 0, failed: new Map() };
  const count = (group: ActionGroup) =>
    counts.byGroup.set(group, (counts.byGroup.get(group) ?? 0) + 1);
  const fail = (error: unknown) => {
    const message = error instanceof Error ? error.message : String(error);
    counts.failed.set(message, (counts.failed.get(message) ?? 0) + 1);
  };

  const visit = async (slot: number) => {
    await sleep(Math.random() * pace.thinkSeconds * 1000);
    let visitor: Visitor | undefined;
    while (!visitor && Date.now() < endsAt) {
      count('sign-up and sign-in');
      visitor = await arrive(world, slot).catch(async (error: unknown) => {
        fail(error);
        await sleep(thinkMs(pace.thinkSeconds));
        return undefined;
      });
    }
    while (visitor && Date.now() < endsAt) {
      await sleep(thinkMs(pace.thinkSeconds));
      if (Date.now() >= endsAt) break;
      const action = drawAction();
      count(action.group);
      try {
        visitor = await action.run(world, visitor);
      } catch (error) {
        if (error instanceof OverRenderLimit) counts.overRenderLimit += 1;
        else fail(error);
      }
    }
    await visitor?.leave();
  };
  await Promise.all(Array.from({ length: pace.visitors }, (_, slot) => visit(slot % 2)));
  return counts;
}
