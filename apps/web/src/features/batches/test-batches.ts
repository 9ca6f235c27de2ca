import type { Batch, BatchRow } from '@frameshop/contract';

/** A batch row as the server answers it: waiting, unless told otherwise. */
export function batchRow(row: number, overrides: Partial<BatchRow> = {}): BatchRow {
  return {
    row,
    name: null,
    status: 'waiting',
    renderId: null,
    reason: null,
    downloadUrl: null,
    ...overrides,
  };
}

/** A batch of two pictures at 5 credits each as `GET /api/batches/:id` answers it: running. */
export function batchRecord(overrides: Partial<Batch> = {}): Batch {
  return {
    batchId: 'b-1',
    templateId: '2001',
    templateName: 'Birthday Card',
    kind: 'image',
    format: 'png',
    status: 'running',
    total: 3,
    made: 1,
    failed: 0,
    waiting: 2,
    credits: { held: 10, charged: 5, returned: 0 },
    price: { results: 3, perResult: 5, licence: 0, total: 15 },
    createdAt: '2026-11-27T10:00:00.000Z',
    finishedAt: null,
    rows: [
      batchRow(0, { name: 'Priya', status: 'made', downloadUrl: '/media/b-1/0.png?sig=x' }),
      batchRow(1, { name: 'Arun' }),
      batchRow(2, { name: 'Zoë' }),
    ],
    archiveUrl: '/api/batches/b-1/archive?expires=1&signature=x',
    ...overrides,
  };
}
