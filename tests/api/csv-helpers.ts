import { expect } from 'vitest';

/**
 * Checks a desk CSV download as the desk's files are sent (functions/platform/csv.ts): 200, UTF-8 CSV as an attachment named
 * `filename`, never cached, a BOM first; returns the file's bytes and its text after the BOM.
 */
export async function csvDownload(res: Response, filename: string): Promise<{ bytes: Uint8Array; text: string }> {
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
  expect(res.headers.get('content-disposition')).toBe(`attachment; filename="${filename}"`);
  expect(res.headers.get('cache-control')).toBe('no-store');
  const bytes = new Uint8Array(await res.arrayBuffer());
  expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  return { bytes, text: new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes.slice(3)) };
}
