/**
 * The desk's CSV files, as Excel opens them: UTF-8 with a BOM (Hindi names intact), CRLF line ends, every cell quoted
 * and never read as a formula, sent as an attachment that no cache keeps.
 */

/** A cell for Excel: quoted, and never read as a formula (a leading = + - @ or control character is escaped). */
export function csvCell(value: unknown): string {
  let s = String(value ?? '');
  if (/^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return `"${s.replace(/"/g, '""')}"`;
}

/** A CSV file of `rows` (the header first) as a download named `filename`. */
export function csvResponse(rows: readonly (readonly unknown[])[], filename: string): Response {
  const lines = rows.map((r) => r.map(csvCell).join(','));
  return new Response(`\uFEFF${lines.join('\r\n')}\r\n`, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${filename}"`,
      'Cache-Control': 'no-store',
    },
  });
}
