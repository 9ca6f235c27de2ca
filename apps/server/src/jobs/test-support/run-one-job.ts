// Runs one job on a fresh test database, then stops the queue and closes the database without
// calling process.exit: the job queue's test checks that this process then ends by itself.
import { createTestDatabase } from '../../test-support/test-database';
import { JobQueue } from '../job-queue';
import { echoJobPayloads, silentJobLog } from './echo-job';

const database = await createTestDatabase();
const queue = new JobQueue(database, echoJobPayloads);
let markHandled = () => {};
const handled = new Promise<void>((resolve) => (markHandled = resolve));
await queue.start({
  log: silentJobLog,
  handlers: { 'test-echo': async () => markHandled() },
});
await database.db.transaction(async (tx) => {
  await queue.send('test-echo', { n: 1 }, { tx });
});
await handled;
await queue.stop();
await database.close();
console.warn('job queue and database stopped');
