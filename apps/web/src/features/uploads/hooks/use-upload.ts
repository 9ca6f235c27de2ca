import { UploadMessage, type CreatedUpload, type Upload } from '@frameshop/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { referenceOf, serverMessageOr } from '../../../lib/api-error';
import { isAbortError, uploadFile, type UploadProgress } from '../api/upload-file';

export type UploadState =
  | { status: 'idle' }
  | { status: 'uploading'; fileName: string; progress: UploadProgress | null }
  /** Sent whole; the server is checking it (decoding a video takes a moment). */
  | { status: 'processing'; fileName: string }
  | { status: 'done'; upload: CreatedUpload }
  | { status: 'error'; fileName: string; message: string; reference: string | null }
  | { status: 'cancelled'; fileName: string };

export interface UseUpload {
  state: UploadState;
  /** Sends a file, cancelling any upload still on its way. */
  start: (file: File) => Promise<Upload | undefined>;
  cancel: () => void;
  reset: () => void;
}

/**
 * One upload at a time with its progress, for the editors' pickers. Leaving the page cancels an
 * upload on its way, so a closed editor does not keep sending a large video.
 */
export function useUpload(options: { onUploaded?: (upload: Upload) => void } = {}): UseUpload {
  const [state, setState] = useState<UploadState>({ status: 'idle' });
  const controller = useRef<AbortController | null>(null);
  const onUploaded = useRef(options.onUploaded);
  useEffect(() => {
    onUploaded.current = options.onUploaded;
  });

  useEffect(
    () => () => {
      const current = controller.current;
      controller.current = null;
      current?.abort();
    },
    [],
  );

  const start = useCallback(async (file: File) => {
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    const fileName = file.name;
    setState({ status: 'uploading', fileName, progress: null });
    try {
      const upload = await uploadFile(file, {
        signal: current.signal,
        onProgress: (progress) => {
          if (controller.current !== current) return;
          setState(
            progress.loaded >= progress.total
              ? { status: 'processing', fileName }
              : { status: 'uploading', fileName, progress },
          );
        },
      });
      if (controller.current !== current) return undefined;
      controller.current = null;
      setState({ status: 'done', upload });
      onUploaded.current?.(upload);
      return upload;
    } catch (error) {
      // A newer upload, or leaving the page, took over: this one's end is not news.
      if (controller.current !== current) return undefined;
      controller.current = null;
      setState(
        isAbortError(error)
          ? { status: 'cancelled', fileName }
          : {
              status: 'error',
              fileName,
              message: serverMessageOr(error, UploadMessage.failed),
              reference: referenceOf(error),
            },
      );
      return undefined;
    }
  }, []);

  const cancel = useCallback(() => {
    controller.current?.abort();
  }, []);

  const reset = useCallback(() => {
    controller.current?.abort();
    controller.current = null;
    setState({ status: 'idle' });
  }, []);

  return { state, start, cancel, reset };
}
