// `node scripts/as-store.mjs <script> [args…]`: runs a script of the store's with the options its
// processes run with (`storeNodeOptions`): the worker, and the benches that run the store in
// their own process.
import { runAsStore } from './lib.mjs';

const [script, ...args] = process.argv.slice(2);
if (!script) {
  console.error('Usage: node scripts/as-store.mjs <script> [args…]');
  process.exit(2);
}
runAsStore(script, args);
