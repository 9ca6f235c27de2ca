/**
 * `npm run bench:sms`: what texting a phone code costs on the sign-up path. The same
 * `POST /api/send-phone-otp` is timed through the real app on a fresh embedded database with the
 * codes going to the dev mailbox (no provider: the store's own work), then through the local
 * Twilio stand-in (its HTTP API on loopback: the store's work plus a provider round trip on a fresh
 * connection, the pumping limits and the metrics), one request at a time. A real provider adds its
 * own answer time over the internet on top of the stand-in's figure.
 */
import { performance } from 'node:perf_hooks';
import { openMigratedDatabase } from '../apps/server/src/db/database';
import { startLocalTwilio } from '../apps/server/src/test-support/local-sms';
import { buildBenchApp } from './support/bench-app';
import { summary, type Timing } from './support/timing-summary';

const REQUESTS = Number(process.env.BENCH_SMS_REQUESTS ?? 200);

/** Times `REQUESTS` code requests, each for a number and from an address of its own. */
async function timeSends(env: Record<string, string>, label: string): Promise<Timing> {
  const database = await openMigratedDatabase({ kind: 'pglite' });
  const app = await buildBenchApp(database, env);
  await app.ready();
  try {
    const samples: number[] = [];
    for (let i = -10; i < REQUESTS; i += 1) {
      const digits = String(100_000 + i + 10).padStart(6, '0');
      const started = performance.now();
      const answer = await app.inject({
        method: 'POST',
        url: '/api/send-phone-otp',
        payload: { phoneNumber: `+1 415 5${digits}` },
        remoteAddress: `198.18.${(i + 10) >> 8}.${(i + 10) & 255}`,
      });
      const elapsed = performance.now() - started;
      if (answer.statusCode !== 200)
        throw new Error(`${label}: ${answer.statusCode} ${answer.body}`);
      // The first ten warm the code paths up (JIT, the first connection's modules).
      if (i >= 0) samples.push(elapsed);
    }
    return summary(samples);
  } finally {
    await app.close();
    await database.close();
  }
}

const twilio = await startLocalTwilio();
try {
  // Consecutive numbers, from addresses of their own: the limits are not what is timed.
  const common = {
    PHONE_VERIFICATION: 'on',
    SMS_DAILY_LIMIT: '1000000',
    SMS_PER_NUMBER_RANGE_PER_HOUR: '1000000',
  };
  const mailbox = await timeSends({ ...common, NODE_ENV: 'development' }, 'dev mailbox');
  const provider = await timeSends({ ...common, ...twilio.env() }, 'Twilio stand-in');
  const row = (name: string, t: Timing) =>
    `${name.padEnd(34)} ${t.p50.toFixed(2).padStart(8)} ${t.p99.toFixed(2).padStart(8)} ${t.mean.toFixed(2).padStart(8)}`;
  process.stdout.write(
    `POST /api/send-phone-otp, ${REQUESTS} requests one at a time (ms)\n` +
      `${'path'.padEnd(34)} ${'p50'.padStart(8)} ${'p99'.padStart(8)} ${'mean'.padStart(8)}\n` +
      `${row('dev mailbox (no provider)', mailbox)}\n` +
      `${row('Twilio stand-in on loopback', provider)}\n` +
      `${row('what the text adds', { p50: provider.p50 - mailbox.p50, p99: provider.p99 - mailbox.p99, mean: provider.mean - mailbox.mean })}\n` +
      `Texts the stand-in took: ${twilio.received.length}. A real provider adds its API's answer time ` +
      '(a TLS connection and the request over the internet) to the stand-in row.\n',
  );
} finally {
  await twilio.close();
}
