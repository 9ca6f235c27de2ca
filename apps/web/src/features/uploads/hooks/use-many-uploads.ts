import { UploadMessage, type CreatedUpload } from '@frameshop/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { serverMessageOr } from '../../../lib/api-error';
import { isAbortError, uploadFile } from '../api/upload-file';

/** One file of many: on its way, uploaded, or refused in the server's words. */
export type ManyUploadItem =
  | { fileName: string; status: 'waiting' | 'uploading' }
  | { fileName: string; status: 'done'; upload: CreatedUpload }
  | { fileName: string; status: 'failed'; message: string };

/** Files sent at once: enough to fill the line, few enough to leave the page its own requests. */
export const PARALLEL_UPLOADS = 3;

/**
 * Many files uploaded through the one upload call (`uploadFile`), a few at a time, with one
 * progress over all of them (bytes sent of all bytes). Each file's outcome is kept by its name;
 * leaving the page stops what is on its way.
 */
export function useManyUploads(options: { onUploaded?: (upload: CreatedUpload) => void } = {}) {
  const [items, setItems] = useState<ManyUploadItem[]>([]);
  const [sent, setSent] = useState({ loaded: 0, total: 0 });
  const controller = useRef<AbortController | null>(null);
  const onUploaded = useRef(options.onUploaded);
  useEffect(() => {
    onUploaded.current = options.onUploaded;
  });
  useEffect(() => () => controller.current?.abort(), []);

  const start = useCallback(
    async (files: readonly File[]) => {
      const current = new AbortController();
      controller.current = current;
      const offset = items.length;
      setItems((now) => [
        ...now,
        ...files.map((file) => ({ fileName: file.name, status: 'waiting' as const })),
      ]);
      const loaded = files.map(() => 0);
      const total = files.reduce((sum, file) => sum + file.size, 0);
      setSent({ loaded: 0, total });
      const outcomes: ManyUploadItem[] = files.map((file) => ({
        fileName: file.name,
        status: 'failed',
        message: UploadMessage.cancelled,
      }));
      const put = (index: number, item: ManyUploadItem) => {
        outcomes[index] = item;
        setItems((now) => now.map((old, at) => (at === offset + index ? item : old)));
      };
      let next = 0;
      const worker = async () => {
        while (next < files.length && !current.signal.aborted) {
          const index = next++;
          const file = files[index]!;
          put(index, { fileName: file.name, status: 'uploading' });
          try {
            const upload = await uploadFile(file, {
              signal: current.signal,
              onProgress: (progress) => {
                // The multipart wrapping is counted in `total`: shares of the file, not bytes.
                loaded[index] = file.size * (progress.loaded / Math.max(1, progress.total));
                setSent({ loaded: loaded.reduce((sum, value) => sum + value, 0), total });
              },
            });
            loaded[index] = file.size;
            put(index, { fileName: file.name, status: 'done', upload });
            onUploaded.current?.(upload);
          } catch (error) {
            loaded[index] = file.size;
            put(index, {
              fileName: file.name,
              status: 'failed',
              message: isAbortError(error)
                ? UploadMessage.cancelled
                : serverMessageOr(error, UploadMessage.failed),
            });
          }
          setSent({ loaded: loaded.reduce((sum, value) => sum + value, 0), total });
        }
      };
      await Promise.all(Array.from({ length: Math.min(PARALLEL_UPLOADS, files.length) }, worker));
      // Files never started because the uploads were cancelled are said to be cancelled, not waiting.
      for (const [index, file] of files.entries()) {
        if (index >= next)
          put(index, { fileName: file.name, status: 'failed', message: UploadMessage.cancelled });
      }
      return outcomes;
    },
    [items.length],
  );

  const busy = items.some((item) => item.status === 'waiting' || item.status === 'uploading');
  return {
    items,
    busy,
    /** 0–100 over every file of the last choice. */
    percent: sent.total > 0 ? (sent.loaded / sent.total) * 100 : busy ? 0 : 100,
    start,
    cancel: () => controller.current?.abort(),
  };
}
