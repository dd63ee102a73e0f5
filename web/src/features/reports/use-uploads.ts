import { useCallback, useRef, useState } from 'react';
import type { ReportView } from '../../../../common/reports/types';
import type { Picked } from './prepare';
import { type UploadTarget, uploadFile } from './upload';

/** One file on its way, or arrived, or not. */
export interface UploadItem {
  key: string;
  name: string;
  size: number;
  status: 'waiting' | 'sending' | 'done' | 'failed';
  percent: number;
  error?: string;
  /** A failure that may pass (the connection, the server's storage): the patient may try again. */
  retryable?: boolean;
}

/**
 * Sends files one after another (a slow network shares badly), each with its progress; "uploaded" is said of a file
 * only once the server answered that it stored it.
 */
export function useUploads(onDone?: (report: ReportView) => void) {
  const [items, setItems] = useState<UploadItem[]>([]);
  const files = useRef(new Map<string, { file: File; target: UploadTarget }>());
  const patch = (key: string, p: Partial<UploadItem>) =>
    setItems((all) => all.map((i) => (i.key === key ? { ...i, ...p } : i)));

  const send = useCallback(
    async (key: string) => {
      const job = files.current.get(key);
      if (!job) return;
      patch(key, { status: 'sending', percent: 0, error: undefined });
      const result = await uploadFile(job.target, job.file, (percent) => patch(key, { percent }));
      if (result.ok) {
        patch(key, { status: 'done', percent: 100 });
        files.current.delete(key);
        onDone?.(result.report);
      } else {
        patch(key, {
          status: 'failed',
          error: result.error,
          retryable: result.status === 0 || result.status === 429 || result.status >= 500,
        });
      }
    },
    [onDone],
  );

  /** Sends each picked file to `target`, in order. */
  const start = useCallback(
    async (target: UploadTarget, picked: Picked[]) => {
      for (const p of picked) files.current.set(p.key, { file: p.file, target });
      setItems((all) => [
        ...all,
        ...picked.map((p) => ({
          key: p.key,
          name: p.file.name,
          size: p.file.size,
          status: 'waiting' as const,
          percent: 0,
        })),
      ]);
      for (const p of picked) await send(p.key);
    },
    [send],
  );

  return { items, start, retry: send };
}
