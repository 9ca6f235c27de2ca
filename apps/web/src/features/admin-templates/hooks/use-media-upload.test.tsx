import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { json, stubApi } from '../../../test/fake-api';
import { ownerTemplate } from '../../../test/fake-owner-catalogue';
import { stubXhr } from '../../../test/fake-xhr';
import { createTestQueryClient } from '../../../test/query-client';
import { ownerCatalogueKeys } from '../api/owner-catalogue-keys';
import { useMediaUpload } from './use-media-upload';

const MULTIPART = '/api/admin/catalogue/templates/41/media/video/multipart';
const clip = () => new File([new Uint8Array([1, 2, 3])], 'clip.mp4', { type: 'video/mp4' });

describe('useMediaUpload', () => {
  it('sends the file straight to the bucket when the template says its files go there', async () => {
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(
      ownerCatalogueKeys.template('41'),
      ownerTemplate({ templateId: '41', media: { uploadsTo: 'bucket' } }),
    );
    const xhr = stubXhr();
    stubApi({
      [`POST ${MULTIPART}`]: () =>
        json(200, { uploadId: 'u', key: 'private/originals/41/video-1-ab.mp4', partBytes: 4 }),
      [`POST ${MULTIPART}/parts`]: () =>
        json(200, { parts: [{ partNumber: 1, url: 'https://bucket.example/part-1' }] }),
      [`POST ${MULTIPART}/complete`]: () =>
        json(200, { role: 'video', received: 3, complete: true }),
    });
    let finished = 0;
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(
      () => useMediaUpload({ token: 't', templateId: '41', role: 'video' }, () => (finished += 1)),
      { wrapper },
    );

    act(() => void result.current.start(clip()));
    await waitFor(() => expect(xhr.sent).toHaveLength(1));
    expect(xhr.last().url).toBe('https://bucket.example/part-1');
    act(() => xhr.last().respond(200, '', { ETag: '"e1"' }));
    await waitFor(() =>
      expect(result.current.state).toEqual({ status: 'done', fileName: 'clip.mp4' }),
    );
    expect(finished).toBe(1);
  });
});
