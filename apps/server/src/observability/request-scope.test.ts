import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { REQUEST_ID_HEADER, registerRequestIdHeader, requestIdOptions } from './request-id';
import { registerRequestScope, requestIdMixin } from './request-scope';

/** An app whose log lines are kept as written, with a route that logs as a service does. */
async function appWithLog() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString().split('\n').filter(Boolean));
      done();
    },
  });
  const app = Fastify({
    logger: { level: 'info', mixin: requestIdMixin, stream },
    ...requestIdOptions(),
  });
  registerRequestIdHeader(app);
  registerRequestScope(app);
  // A service holds the app's logger, not the request's, and logs after awaiting other work:
  // here, until the test's three requests have all come in, so that their work interleaves.
  const serviceLog = app.log;
  let arrived = 0;
  let allArrived = () => undefined as void;
  const everyoneIn = new Promise<void>((resolve) => (allArrived = resolve));
  app.post('/work', async (request) => {
    if ((arrived += 1) === 3) allArrived();
    await everyoneIn;
    serviceLog.info({ body: request.body }, 'service line');
    request.log.info('request line');
    return { ok: true };
  });
  await app.ready();
  return { app, lines: () => lines.map((line) => ({ raw: line, ...JSON.parse(line) })) };
}

let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

describe('the request scope of log lines', () => {
  it("puts the request's id on a line a service logs through the app's logger, once per line", async () => {
    const { app, lines } = await appWithLog();
    close = () => app.close();

    const answers = await Promise.all(
      ['a', 'b', 'c'].map((word) =>
        app.inject({ method: 'POST', url: '/work', payload: { word } }),
      ),
    );

    // Interleaved requests each keep their own id: the one their answer names.
    for (const [index, word] of ['a', 'b', 'c'].entries()) {
      const service = lines().find(
        (line) => line.msg === 'service line' && line.body?.word === word,
      );
      expect(service?.reqId, word).toBe(answers[index]!.headers[REQUEST_ID_HEADER]);
    }
    for (const line of lines()) {
      expect(line.raw.match(/"reqId"/g)?.length ?? 0, line.raw).toBeLessThanOrEqual(1);
    }
    const requestLines = lines().filter((line) => line.msg === 'request line');
    expect(requestLines.map((line) => line.reqId).sort()).toEqual(
      answers.map((answer) => answer.headers[REQUEST_ID_HEADER]).sort(),
    );
  });

  it('leaves lines logged outside any request without one', async () => {
    const { app, lines } = await appWithLog();
    close = () => app.close();
    app.log.info('at start');
    expect(lines().find((line) => line.msg === 'at start')).not.toHaveProperty('reqId');
  });
});
