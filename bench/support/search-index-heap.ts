import v8 from 'node:v8';
import { setImmediate } from 'node:timers/promises';
import vm from 'node:vm';
import type { TemplateKind } from '@frameshop/contract';

/** The kinds of the search benches' catalogue: seven in ten videos, two images, one direct sale. */
export const benchKindOf = (index: number): TemplateKind =>
  index % 10 < 7 ? 'video' : index % 10 < 9 ? 'image' : 'direct-sell';

/** A garbage collection now, for a heap figure (the flag set at run time, as the benches run). */
function collectGarbage(): void {
  v8.setFlagsFromString('--expose-gc');
  (vm.runInNewContext('gc') as () => void)();
}

/** Memory held: the V8 heap's, and the typed arrays' buffers beside it. */
export interface Held {
  heap: number;
  buffers: number;
}

/**
 * The memory held after full collections, without what is only garbage: the V8 heap, and the
 * buffers of typed arrays beside it (the index keeps its postings and documents in typed arrays,
 * whose bytes are not the heap's but are as much its memory). A buffer's bytes are given back
 * after the collection that found it dead, so a turn is let pass and it collects again.
 */
export async function memoryHeld(): Promise<Held> {
  collectGarbage();
  await setImmediate();
  collectGarbage();
  const { heapUsed, arrayBuffers } = process.memoryUsage();
  return { heap: heapUsed, buffers: arrayBuffers };
}

/** What `after` holds more than `before`, a template of `templates`, as a table's cell says it. */
export function heldPerTemplate(
  before: Held,
  after: Held,
  templates: number,
): { bytes: number; cell: string } {
  const heap = (after.heap - before.heap) / templates;
  const buffers = (after.buffers - before.buffers) / templates;
  return {
    bytes: heap + buffers,
    cell: `${(heap + buffers).toFixed(0)} (heap ${heap.toFixed(0)}, buffers ${buffers.toFixed(0)})`,
  };
}
