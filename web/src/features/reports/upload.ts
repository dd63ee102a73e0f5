import type { ReportView } from '../../../../common/reports/types';
import { pageLocale } from '../../i18n';

/** Where a file goes and with what: after a booking, its grant; from the manage page, the link's token. */
export interface UploadTarget {
  url: '/api/reports' | '/api/manage/reports';
  fields: Record<string, string>;
}

export type UploadResult =
  | { ok: true; report: ReportView }
  /** Status 0: the connection dropped before an answer. */
  | { ok: false; status: number; error?: string };

/**
 * Sends one file (multipart/form-data) and reports its progress, 0–100. XMLHttpRequest because fetch tells nothing of
 * an upload's progress. Never throws; the answer is the API's envelope.
 */
export function uploadFile(
  target: UploadTarget,
  file: File,
  onProgress: (percent: number) => void,
): Promise<UploadResult> {
  return new Promise((resolve) => {
    const body = new FormData();
    for (const [k, v] of Object.entries(target.fields)) body.append(k, v);
    body.append('locale', pageLocale());
    body.append('file', file, file.name);
    const xhr = new XMLHttpRequest();
    xhr.open('POST', target.url);
    xhr.setRequestHeader('Accept-Language', pageLocale());
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(Math.min(99, Math.floor((e.loaded / e.total) * 100)));
    };
    xhr.onerror = () => resolve({ ok: false, status: 0 });
    xhr.ontimeout = () => resolve({ ok: false, status: 0 });
    xhr.onload = () => {
      let data: { success?: boolean; report?: ReportView; error?: string } | null = null;
      try {
        data = JSON.parse(xhr.responseText);
      } catch {
        data = null;
      }
      if (xhr.status >= 200 && xhr.status < 300 && data?.success === true && data.report) {
        onProgress(100);
        resolve({ ok: true, report: data.report });
      } else {
        resolve({ ok: false, status: xhr.status, error: typeof data?.error === 'string' ? data.error : undefined });
      }
    };
    xhr.send(body);
  });
}
