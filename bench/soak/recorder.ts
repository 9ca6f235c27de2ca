import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { routePatternOf } from './route-goals';

/** What came of the requests to one route pattern. */
export interface RouteRecord {
  /** Answer times in ms of every request, answered or not. */
  ms: number[];
  /** Answers the visitor's own input caused (a stale price's 409, a limit they went over). */
  visitorCaused: number;
  /** 5xx, network errors and any other refusal: each one a fault of the store or of the run. */
  errors: number;
}

/** An error the visitor did not cause, for the report. */
export interface ErrorExample {
  pattern: string;
  status: number | 'network';
  body: string;
}

/**
 * 4xx answers the visitor's own input causes, by route: a spend whose shown price or total is
 * stale (409) or that the balance does not cover (402), and a render ordered over the per-user
 * limit of renders waiting (429). Every other 4xx is a fault: the soak's visitors send valid input.
 */
function causedByVisitor(pattern: string, status: number): boolean {
  const spend = ['POST /api/purchase-template', 'POST /api/checkout', 'POST /api/renders'];
  if ((status === 409 || status === 402) && spend.includes(pattern)) return true;
  return status === 429 && pattern === 'POST /api/renders';
}

/** Every request's time and outcome, by route pattern, until `stop()`. */
export function createRecorder() {
  const routes = new Map<string, RouteRecord>();
  const examples: ErrorExample[] = [];
  let measuring = true;
  const recordOf = (pattern: string) => {
    let record = routes.get(pattern);
    if (!record) routes.set(pattern, (record = { ms: [], visitorCaused: 0, errors: 0 }));
    return record;
  };

  /** Records one answer (`status`, or `network` when none came) that took `ms`. */
  function record(pattern: string, ms: number, status: number | 'network', body = ''): void {
    if (!measuring) return;
    const entry = recordOf(pattern);
    entry.ms.push(ms);
    if (status !== 'network' && status < 400) return;
    if (status !== 'network' && causedByVisitor(pattern, status)) {
      entry.visitorCaused += 1;
      return;
    }
    entry.errors += 1;
    if (examples.length < 20) examples.push({ pattern, status, body: body.slice(0, 300) });
  }

  async function timed(
    method: string,
    url: string,
    send: () => Promise<LightMyRequestResponse>,
  ): Promise<LightMyRequestResponse> {
    const pattern = routePatternOf(method, url);
    const started = performance.now();
    try {
      const answer = await send();
      // The forwarding hop answers 500 itself, without the store's request id, when the API
      // process could not be reached: a network error, not the store's answer.
      const unreached = answer.statusCode === 500 && !answer.headers['x-request-id'];
      record(
        pattern,
        performance.now() - started,
        unreached ? 'network' : answer.statusCode,
        answer.statusCode >= 400 ? answer.body : '',
      );
      return answer;
    } catch (error) {
      record(pattern, performance.now() - started, 'network', String(error));
      throw error;
    }
  }

  return {
    routes,
    examples,
    record,
    /**
     * `app` with every `inject` timed and recorded under its route pattern: the journeys'
     * fixtures (sign-up, caller, upload) drive it as they drive the app itself.
     */
    recording(app: FastifyInstance): FastifyInstance {
      return new Proxy(app, {
        get(target, key) {
          if (key === 'inject') {
            return (options: InjectOptions) =>
              timed(options.method ?? 'GET', String(options.url ?? '/'), () =>
                target.inject(options),
              );
          }
          const value: unknown = Reflect.get(target, key, target);
          return typeof value === 'function' ? value.bind(target) : value;
        },
      });
    },
    /** Stops recording: requests after the run's end (settling, checking) are not the load's. */
    stop(): void {
      measuring = false;
    },
  };
}

export type Recorder = ReturnType<typeof createRecorder>;
