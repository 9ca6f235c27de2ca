import type { CreatedUpload } from '@frameshop/contract';

/** A valid answer of POST /api/uploads: a new 1080p clip, unless overridden. */
export function uploadRecord(overrides: Partial<CreatedUpload> = {}): CreatedUpload {
  return {
    uploadId: '3f0c9b1e-8a4d-4c2b-9e7f-1a2b3c4d5e6f',
    kind: 'video',
    width: 1920,
    height: 1080,
    durationSeconds: 12.5,
    mimeType: 'video/mp4',
    sizeBytes: 4_200_000,
    fileName: 'beach.mp4',
    rotation: 0,
    hasAudio: true,
    url: '/media/private/uploads/u/3f0c9b1e.mp4?exp=1&sig=x',
    posterUrl: '/media/private/uploads/u/3f0c9b1e-poster.jpg?exp=1&sig=x',
    createdAt: '2026-05-01T10:00:00.000Z',
    alreadyUploaded: false,
    ...overrides,
  };
}
