import { describe, expect, it } from 'vitest';
import type { ActiveRender } from './generated-videos.repository';
import { estimateQueue, queuePriority } from './render-queue';

const waiting = (
  id: string,
  queueRound: number,
  kind: 'single' | 'batch row' | 'preview',
): ActiveRender => ({
  id,
  status: 'queued',
  preview: kind === 'preview',
  batchId: kind === 'batch row' ? 'b-1' : null,
  queueRound,
  createdAt: new Date('2026-11-28T10:00:00Z'),
  durationSeconds: 10,
  progress: 0,
});

describe('the order workers take renders in', () => {
  it('serves earlier rounds first, whatever they are', () => {
    expect(queuePriority(waiting('a', 3, 'batch row'))).toBeGreaterThan(
      queuePriority(waiting('b', 4, 'preview')),
    );
  });

  it('in one round, takes a preview, then an order placed on its own, then a batch row', () => {
    const round = [
      waiting('row', 5, 'batch row'),
      waiting('single', 5, 'single'),
      waiting('preview', 5, 'preview'),
    ];
    const order = [...round].sort((a, b) => queuePriority(b) - queuePriority(a));
    expect(order.map((render) => render.id)).toEqual(['preview', 'single', 'row']);
  });

  it('gives queue positions in that order', () => {
    // Listed oldest first: the batch's rows were placed before the single joined their round.
    const estimates = estimateQueue(
      [
        waiting('row-5', 5, 'batch row'),
        waiting('row-6', 6, 'batch row'),
        waiting('single', 5, 'single'),
      ],
      1,
      2,
    );
    expect(estimates.get('single')?.queuePosition).toBe(1);
    expect(estimates.get('row-5')?.queuePosition).toBe(2);
    expect(estimates.get('row-6')?.queuePosition).toBe(3);
  });
});
