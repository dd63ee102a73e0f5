import {
  checkReportFile,
  checkReportName,
  type FileProblem,
  REPORT_MAX_BYTES,
} from '../../../../common/reports/file-check';
import { fileProblemText } from '../../../../common/reports/texts';
import { m, pageLocale } from '../../i18n';

/** A file the patient chose, ready to send: perhaps a smaller copy of a phone photo. */
export interface Picked {
  /** Stable within the page: the list's key and the upload's. */
  key: string;
  file: File;
  /** The size of the photo as chosen, when a smaller copy is what will travel. */
  originalSize?: number;
}

/** A photo larger than this, or wider or taller than MAX_EDGE, travels as a smaller JPEG (patients are on slow networks). */
const SHRINK_OVER_BYTES = 1_500_000;
/** The long edge of a smaller copy: an X-ray or a printed report stays readable. */
const MAX_EDGE = 2000;
const QUALITY = 0.82;

/** What the patient reads about a file that cannot be sent, in the page's language (the server's own words). */
function problemText(problem: FileProblem, name: string): string {
  return fileProblemText(problem, name, pageLocale());
}

async function shrunk(file: File, bytes: Uint8Array): Promise<File | null> {
  const isPhoto = (bytes[0] === 0xff && bytes[1] === 0xd8) || (bytes[0] === 0x89 && bytes[1] === 0x50);
  if (!isPhoto || typeof createImageBitmap !== 'function') return null;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    return null;
  }
  const edge = Math.max(bitmap.width, bitmap.height);
  if (file.size <= SHRINK_OVER_BYTES && edge <= MAX_EDGE * 1.2) {
    bitmap.close();
    return null;
  }
  const scale = Math.min(1, MAX_EDGE / edge);
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(bitmap.width * scale);
  canvas.height = Math.round(bitmap.height * scale);
  const ctx = canvas.getContext('2d');
  if (!ctx) return null;
  // A PNG's transparent parts would turn black in a JPEG: white paper behind them.
  ctx.fillStyle = '#fff';
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  ctx.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', QUALITY));
  if (!blob || blob.size >= file.size) return null;
  const name = `${file.name.replace(/\.[A-Za-z0-9]{1,5}$/, '')}.jpg`;
  return new File([blob], name, { type: 'image/jpeg', lastModified: file.lastModified });
}

let counter = 0;

/**
 * Checks a chosen file as the server will (its name, then its bytes: common/reports/file-check.ts), so a wrong file is
 * named at once rather than after the booking; a large phone photo becomes a smaller JPEG first. The server checks
 * again whatever this says.
 */
export async function prepareFile(file: File): Promise<{ ok: true; picked: Picked } | { ok: false; error: string }> {
  const name = checkReportName(file.name);
  if (!name.ok) return { ok: false, error: problemText('name', '') };
  if (file.size === 0) return { ok: false, error: problemText('empty', name.name) };
  // The file as chosen first: a cut-off photo is named as such, not redrawn whole. Only its size may be mended, by a
  // smaller copy of a photo.
  const bytes = new Uint8Array(await file.arrayBuffer());
  const original = checkReportFile(name.name, bytes);
  if (!original.ok && original.problem !== 'too-large')
    return { ok: false, error: problemText(original.problem, name.name) };
  const small = await shrunk(file, bytes).catch(() => null);
  if (!small) {
    return original.ok ? { ok: true, picked: picked(file) } : { ok: false, error: problemText('too-large', name.name) };
  }
  if (small.size > REPORT_MAX_BYTES) return { ok: false, error: problemText('too-large', name.name) };
  const checked = checkReportFile(small.name, new Uint8Array(await small.arrayBuffer()));
  if (!checked.ok) return { ok: false, error: problemText(checked.problem, name.name) };
  return { ok: true, picked: picked(small, file.size) };
}

function picked(file: File, originalSize?: number): Picked {
  counter += 1;
  return { key: `f${counter}`, file, originalSize };
}

/**
 * Prepares the files chosen in one go, in order, while there is `room` (the places left of `max`): those ready to send,
 * and a line for each one refused (and one for those past the room).
 */
export async function prepareFiles(
  files: File[],
  room: number,
  max: number,
): Promise<{ picked: Picked[]; errors: string[] }> {
  const picked: Picked[] = [];
  const errors: string[] = [];
  for (const file of files) {
    if (picked.length >= room) {
      errors.push(m.forms_reports_too_many({ max }));
      break;
    }
    const r = await prepareFile(file);
    if (r.ok) picked.push(r.picked);
    else errors.push(r.error);
  }
  return { picked, errors };
}
