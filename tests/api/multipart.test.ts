import { describe, expect, it } from 'vitest';
import { HttpError } from '../../functions/platform/http';
import { boundaryOf, readMultipartStream } from '../../functions/platform/multipart';

/**
 * The streaming multipart reader of the booking form without JavaScript (decision 029): what a browser posts, read
 * whatever the chunks it arrives in, with files past their size or their number drained and named, never the fields.
 */

const FIELD = 'reports_file';

/** A body as a browser encodes a FormData, and its Content-Type. */
async function encoded(data: FormData): Promise<{ bytes: Uint8Array; type: string }> {
  const req = new Request('http://127.0.0.1/', { method: 'POST', body: data });
  return { bytes: new Uint8Array(await req.arrayBuffer()), type: req.headers.get('content-type') ?? '' };
}

/** A request whose body arrives `size` bytes at a time. */
function chunked(bytes: Uint8Array, type: string, size: number): Request {
  let at = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (at >= bytes.length) return controller.close();
      controller.enqueue(bytes.slice(at, at + size));
      at += size;
    },
  });
  return new Request('http://127.0.0.1/', {
    method: 'POST',
    body,
    headers: { 'content-type': type },
    duplex: 'half',
  } as RequestInit);
}

async function read(data: FormData, size: number, limits = { maxFiles: 5, maxFileBytes: 1000 }) {
  const { bytes, type } = await encoded(data);
  const boundary = boundaryOf(type);
  if (!boundary) throw new Error(`no boundary in ${type}`);
  return readMultipartStream(chunked(bytes, type, size), boundary, { fileField: FIELD, ...limits });
}

/** Bytes that look like a delimiter's start and a line break, to be kept exactly. */
const TRICKY = new TextEncoder().encode('%PDF-1.4\r\n--\r\n--x\r\n\r\n--not-the-boundary\r\n%%EOF\r\n');

describe('readMultipartStream', () => {
  it.each([1, 7, 64, 65_536])('reads the fields and the file exactly, in chunks of %i bytes', async (size) => {
    const data = new FormData();
    data.append('fullName', 'आशा वर्मा');
    data.append('notes', 'line one\r\nline two');
    data.append(FIELD, new File([TRICKY], 'scan "one".pdf'));
    data.append('locale', 'hi');
    const { fields, files, dropped } = await read(data, size);
    expect(fields.get('fullName')).toBe('आशा वर्मा');
    expect(fields.get('notes')).toBe('line one\r\nline two');
    expect(fields.get('locale')).toBe('hi');
    expect(files.map((f) => f.name)).toEqual(['scan "one".pdf']);
    expect(await files[0].bytes()).toEqual(TRICKY);
    expect(files[0].size).toBe(TRICKY.length);
    expect(dropped).toEqual([]);
  });

  it('drains a file over its size and names it, and reads the fields after it', async () => {
    const data = new FormData();
    data.append('fullName', 'Asha');
    data.append(FIELD, new File([new Uint8Array(1001)], 'big.jpg'));
    data.append(FIELD, new File([TRICKY], 'small.pdf'));
    data.append('notes', 'after the files');
    const { fields, files, dropped } = await read(data, 100);
    expect(files.map((f) => f.name)).toEqual(['small.pdf']);
    expect(dropped).toEqual([{ name: 'big.jpg', size: 1001, reason: 'too-large' }]);
    expect(fields.get('notes')).toBe('after the files');
  });

  it('keeps the first files up to their number, names the rest, and skips an empty file input', async () => {
    const data = new FormData();
    data.append(FIELD, new File([], ''));
    for (const n of [1, 2, 3]) data.append(FIELD, new File([TRICKY], `r${n}.pdf`));
    data.append('fullName', 'Asha');
    const { fields, files, dropped } = await read(data, 4096, { maxFiles: 2, maxFileBytes: 1000 });
    expect(files.map((f) => f.name)).toEqual(['r1.pdf', 'r2.pdf']);
    expect(dropped).toEqual([{ name: 'r3.pdf', size: TRICKY.length, reason: 'too-many' }]);
    expect(fields.get('fullName')).toBe('Asha');
  });

  it('skips the files of other fields', async () => {
    const data = new FormData();
    data.append('other', new File([TRICKY], 'x.pdf'));
    const { files, dropped } = await read(data, 4096);
    expect(files).toEqual([]);
    expect(dropped).toEqual([]);
  });

  it('refuses a body cut before its closing delimiter (400) and text fields over 64 KB together (413)', async () => {
    const data = new FormData();
    data.append('fullName', 'Asha');
    const { bytes, type } = await encoded(data);
    const boundary = boundaryOf(type) ?? '';
    const cut = readMultipartStream(chunked(bytes.slice(0, bytes.length - 10), type, 50), boundary, {
      fileField: FIELD,
      maxFiles: 5,
      maxFileBytes: 1000,
    });
    await expect(cut).rejects.toSatisfy((e) => e instanceof HttpError && e.status === 400);
    const long = new FormData();
    long.append('notes', 'x'.repeat(70 * 1024));
    await expect(read(long, 8192)).rejects.toSatisfy((e) => e instanceof HttpError && e.status === 413);
  });

  it('finds the boundary quoted or bare, and none in another type', () => {
    expect(boundaryOf('multipart/form-data; boundary="a b"')).toBe('a b');
    expect(boundaryOf('multipart/form-data; boundary=----WebKitFormBoundaryX1')).toBe('----WebKitFormBoundaryX1');
    expect(boundaryOf('application/x-www-form-urlencoded')).toBeNull();
  });
});
