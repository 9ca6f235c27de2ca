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

/**
 * The memory held after full collections, without what is only garbage: the V8 heap, and the
 * buffers of typed arrays beside it (the index keeps its postings and documents in typed arrays,
 * whose bytes are not the heap's but are as much its memory). A buffer's bytes are given back
 * after the collection that found it dead, so a turn is let pass and it collects again.
 */
export async function memoryHeld(): Promise<number> {
  collectGarbage();
  await setImmediate();
  collectGarbage();
  const { heapUsed, arrayBuffers } = process.memoryUsage();
  return heapUsed + arrayBuffers;
}
