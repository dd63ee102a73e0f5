import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  checkReportBytes,
  checkReportFile,
  checkReportName,
  downloadName,
  formatSize,
  REPORT_MAX_BYTES,
  REPORT_MAX_FILES,
  REPORT_NAME_MAX,
  REPORT_TYPES,
  type ReportType,
} from '../../common/reports/file-check';
import { be32, concat, crc32, le16, le32, text } from '../shared/bytes';

/**
 * Reports attached to a booking are decided by their bytes. Every fixture is built here, byte by byte, so each test
 * shows exactly what the file holds (a real PNG with its CRCs, a real stored zip with its central directory).
 */

// --- Fixtures ---

const PDF = text('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');

function pngChunk(type: string, data: Uint8Array): Uint8Array {
  const typed = concat(text(type), data);
  return concat(be32(data.length), typed, be32(crc32(typed)));
}

/** A 1×1 grey PNG a viewer can open: signature, IHDR, one zlib-compressed IDAT row, IEND. */
const PNG = concat(
  [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  pngChunk('IHDR', new Uint8Array([...be32(1), ...be32(1), 8, 0, 0, 0, 0])),
  pngChunk('IDAT', deflateSync(new Uint8Array([0, 0x80]))),
  pngChunk('IEND', new Uint8Array()),
);

/** SOI, a JFIF APP0 segment, a stand-in for the scan data (no 0xFF bytes), EOI. */
const JPEG = concat(
  [0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10],
  text('JFIF\0'),
  [1, 1, 0, 0, 1, 0, 1, 0, 0],
  Array.from({ length: 300 }, (_, i) => i % 200),
  [0xff, 0xd9],
);

const utf16le = (s: string) => Array.from(s, (c) => c.charCodeAt(0)).flatMap(le16);

/** A compound file's header, then its directory sector naming the root and one stream. */
function ole(stream: string, size = 1536): Uint8Array {
  const bytes = new Uint8Array(size);
  bytes.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
  bytes.set(le16(0x3e), 24); // minor version
  bytes.set(le16(3), 26); // major version 3: 512-byte sectors
  bytes.set(le16(0xfffe), 28); // little-endian
  bytes.set(le16(9), 30); // sector shift
  if (size >= 1024 + 256) {
    bytes.set(utf16le('Root Entry'), 1024);
    bytes.set(utf16le(stream), 1024 + 128);
  }
  return bytes;
}

const DOC = ole('WordDocument');

interface ZipEntry {
  name: string;
  data?: Uint8Array;
  /** Declared instead of the data's length, with method 8 (deflate), as a zip bomb declares it. */
  uncompressed?: number;
  /** The central directory points at this entry's local header instead of writing one of its own. */
  aliasOf?: number;
  /** Added to the local-header offset the central directory records. */
  offsetSkew?: number;
}

interface ZipOptions {
  comment?: string;
  /** Written in the end record instead of the real count. */
  count?: number;
  /** Written in the end record instead of the real central directory offset. */
  cdOffset?: number;
  /** Zero bytes after the central directory's records, counted in its size. */
  cdExtra?: number;
}

/** A zip writer: each entry stored (or declared deflated), its local header, the central directory, the end record. */
function zip(entries: ZipEntry[], options: ZipOptions = {}): Uint8Array {
  const locals: Uint8Array[] = [];
  const records: { offset: number; header: number[]; name: Uint8Array }[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = text(entry.name);
    if (entry.aliasOf !== undefined) {
      const target = records[entry.aliasOf];
      const header = [...target.header.slice(0, -4), ...le16(name.length), ...le16(0)];
      records.push({ offset: target.offset, header, name });
      continue;
    }
    const data = entry.data ?? text(`<x>${entry.name}</x>`);
    const method = entry.uncompressed === undefined ? 0 : 8;
    const header = [
      ...le16(20), // version needed
      ...le16(0x0800), // UTF-8 names
      ...le16(method),
      ...le16(0), // time
      ...le16(0x5a21), // date
      ...le32(crc32(data)),
      ...le32(data.length),
      ...le32(entry.uncompressed ?? data.length),
      ...le16(name.length),
      ...le16(0), // extra field length
    ];
    const local = concat([0x50, 0x4b, 0x03, 0x04], header, name, data);
    records.push({ offset: offset + (entry.offsetSkew ?? 0), header, name });
    locals.push(local);
    offset += local.length;
  }
  const central = records.map((r) =>
    concat(
      [0x50, 0x4b, 0x01, 0x02],
      le16(20), // version made by
      r.header,
      le16(0), // comment length
      le16(0), // disk
      le16(0), // internal attributes
      le32(0), // external attributes
      le32(r.offset),
      r.name,
    ),
  );
  const cd = concat(...central, new Uint8Array(options.cdExtra ?? 0));
  const comment = text(options.comment ?? '');
  const count = options.count ?? records.length;
  const end = concat(
    [0x50, 0x4b, 0x05, 0x06],
    le16(0),
    le16(0),
    le16(count),
    le16(count),
    le32(cd.length),
    le32(options.cdOffset ?? offset),
    le16(comment.length),
    comment,
  );
  return concat(...locals, cd, end);
}

const CONTENT_TYPES = {
  name: '[Content_Types].xml',
  data: text('<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>'),
};
const RELS = { name: '_rels/.rels', data: text('<?xml version="1.0"?><Relationships/>') };
const DOCUMENT = { name: 'word/document.xml', data: text('<?xml version="1.0"?><w:document/>') };
const DOCX = zip([CONTENT_TYPES, RELS, DOCUMENT]);

const ok = (type: ReportType) => ({ ok: true, type });
const refused = (problem: string) => ({ ok: false, problem });

// --- Tests ---

describe('the fixtures', () => {
  it('carry real checksums (the CRC of an empty IEND chunk is always AE 42 60 82)', () => {
    expect(crc32(text('IEND')).toString(16)).toBe('ae426082');
    expect(Array.from(PNG.slice(-8))).toEqual([0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82]);
  });
});

describe('checkReportBytes', () => {
  it.each([
    ['pdf', PDF],
    ['jpeg', JPEG],
    ['png', PNG],
    ['doc', DOC],
    ['docx', DOCX],
  ] as const)('accepts a %s', (type, bytes) => {
    expect(checkReportBytes(bytes)).toEqual(ok(type));
  });

  it('reads a view into a larger buffer from its own start', () => {
    const buffer = concat(text('junk'), PDF, text('junk'));
    expect(checkReportBytes(buffer.subarray(4, 4 + PDF.length))).toEqual(ok('pdf'));
  });

  it('refuses an empty file', () => {
    expect(checkReportBytes(new Uint8Array())).toEqual(refused('empty'));
  });

  it('accepts exactly 10 MB and refuses one byte more', () => {
    const limit = new Uint8Array(REPORT_MAX_BYTES);
    limit.set(text('%PDF-1.7\n'));
    limit.set(text('%%EOF\n'), REPORT_MAX_BYTES - 6);
    expect(checkReportBytes(limit)).toEqual(ok('pdf'));
    const over = new Uint8Array(REPORT_MAX_BYTES + 1);
    over.set(text('%PDF-1.7\n'));
    expect(checkReportBytes(over)).toEqual(refused('too-large'));
  });

  describe('PDF', () => {
    it('refuses one cut before its %%EOF', () => {
      expect(checkReportBytes(PDF.slice(0, PDF.length - 8))).toEqual(refused('truncated'));
    });

    it('accepts trailing newlines after %%EOF, but not a %%EOF more than 1024 bytes from the end', () => {
      expect(checkReportBytes(concat(PDF, text('\r\n\r\n  \n')))).toEqual(ok('pdf'));
      expect(checkReportBytes(concat(PDF, new Uint8Array(1100).fill(0x20)))).toEqual(refused('truncated'));
    });

    it('wants %PDF- at the very start', () => {
      expect(checkReportBytes(concat(text('\uFEFF'), PDF))).toEqual(refused('type'));
      expect(checkReportBytes(concat(text('\n'), PDF))).toEqual(refused('type'));
    });
  });

  describe('JPEG', () => {
    it('refuses one cut before its end marker', () => {
      expect(checkReportBytes(JPEG.slice(0, JPEG.length - 2))).toEqual(refused('truncated'));
      expect(checkReportBytes(JPEG.slice(0, 100))).toEqual(refused('truncated'));
    });

    it("accepts a camera's padding after the end marker, within 64 bytes", () => {
      expect(checkReportBytes(concat(JPEG, new Uint8Array(40)))).toEqual(ok('jpeg'));
      expect(checkReportBytes(concat(JPEG, new Uint8Array(100)))).toEqual(refused('truncated'));
    });

    it('does not read the start marker as the end of a four-byte file', () => {
      expect(checkReportBytes(new Uint8Array([0xff, 0xd8, 0xff, 0xd9]))).toEqual(refused('truncated'));
    });
  });

  describe('PNG', () => {
    it('refuses one without its IEND chunk', () => {
      expect(checkReportBytes(PNG.slice(0, PNG.length - 12))).toEqual(refused('truncated'));
      expect(checkReportBytes(PNG.slice(0, 12))).toEqual(refused('truncated'));
    });

    it('refuses a PNG signature not followed by IHDR', () => {
      const bad = PNG.slice();
      bad.set(text('IDAT'), 12);
      expect(checkReportBytes(bad)).toEqual(refused('type'));
    });
  });

  describe('DOC', () => {
    it('refuses a compound file shorter than its header and two sectors', () => {
      expect(checkReportBytes(DOC.slice(0, 1535))).toEqual(refused('truncated'));
    });

    it('refuses a compound file without a WordDocument stream (an .xls, a .ppt)', () => {
      expect(checkReportBytes(ole('Workbook'))).toEqual(refused('type'));
      expect(checkReportBytes(ole('PowerPoint Document'))).toEqual(refused('type'));
      // The name in ASCII is not the directory's UTF-16 entry.
      const ascii = ole('Workbook');
      ascii.set(text('WordDocument'), 700);
      expect(checkReportBytes(ascii)).toEqual(refused('type'));
    });

    it('refuses a Word 97–2003 file with macros (a Macros or _VBA_PROJECT storage)', () => {
      for (const storage of ['Macros', '_VBA_PROJECT']) {
        const withMacros = ole('WordDocument');
        withMacros.set(utf16le(storage), 1024 + 256);
        expect(checkReportBytes(withMacros), storage).toEqual(refused('type'));
      }
    });
  });

  describe('DOCX', () => {
    it('refuses a macro-enabled document renamed .docx (word/vbaProject.bin)', () => {
      expect(checkReportBytes(zip([CONTENT_TYPES, RELS, DOCUMENT, { name: 'word/vbaProject.bin' }]))).toEqual(
        refused('type'),
      );
    });

    it('accepts one with an archive comment and in any entry order', () => {
      expect(checkReportBytes(zip([DOCUMENT, RELS, CONTENT_TYPES], { comment: 'made by Word' }))).toEqual(ok('docx'));
    });

    it('refuses one with its last 100 bytes cut', () => {
      expect(checkReportBytes(DOCX.slice(0, DOCX.length - 100))).toEqual(refused('truncated'));
      expect(checkReportBytes(DOCX.slice(0, DOCX.length - 1))).toEqual(refused('truncated'));
    });

    it('refuses a central directory or a local header out of place', () => {
      expect(checkReportBytes(zip([CONTENT_TYPES, DOCUMENT], { cdOffset: 1 }))).toEqual(refused('truncated'));
      expect(checkReportBytes(zip([CONTENT_TYPES, DOCUMENT], { cdOffset: 0xfffff }))).toEqual(refused('truncated'));
      expect(checkReportBytes(zip([CONTENT_TYPES, { ...DOCUMENT, offsetSkew: 3 }]))).toEqual(refused('truncated'));
      expect(checkReportBytes(zip([CONTENT_TYPES, DOCUMENT], { count: 3 }))).toEqual(refused('truncated'));
      expect(checkReportBytes(zip([CONTENT_TYPES, DOCUMENT], { cdExtra: 46 }))).toEqual(refused('truncated'));
    });

    it('refuses a zip that is not a Word document: a plain zip, an .xlsx, one part missing', () => {
      expect(checkReportBytes(zip([{ name: 'scan.txt' }]))).toEqual(refused('type'));
      expect(checkReportBytes(zip([CONTENT_TYPES, { name: 'xl/workbook.xml' }]))).toEqual(refused('type'));
      expect(checkReportBytes(zip([CONTENT_TYPES, RELS]))).toEqual(refused('type'));
      expect(checkReportBytes(zip([DOCUMENT]))).toEqual(refused('type'));
    });

    it('refuses Zip64 markers', () => {
      expect(checkReportBytes(zip([CONTENT_TYPES, DOCUMENT], { count: 0xffff }))).toEqual(refused('type'));
      expect(checkReportBytes(zip([CONTENT_TYPES, DOCUMENT, { name: 'big', uncompressed: 0xffffffff }]))).toEqual(
        refused('type'),
      );
    });

    it('refuses a zip bomb declaring 500 MB from 1 KB', () => {
      const bomb = { name: 'word/media/image1.png', data: new Uint8Array(1024), uncompressed: 500 * 1024 * 1024 };
      expect(checkReportBytes(zip([CONTENT_TYPES, DOCUMENT, bomb]))).toEqual(refused('bomb'));
    });

    it('refuses one entry inflating over 200 times to more than 1 MB, but not a smaller one', () => {
      const deep = { name: 'word/media/a.bmp', data: new Uint8Array(1024), uncompressed: 2 * 1024 * 1024 };
      expect(checkReportBytes(zip([CONTENT_TYPES, DOCUMENT, deep]))).toEqual(refused('bomb'));
      const small = { name: 'word/media/a.bmp', data: new Uint8Array(1024), uncompressed: 1024 * 1024 };
      expect(checkReportBytes(zip([CONTENT_TYPES, DOCUMENT, small]))).toEqual(ok('docx'));
    });

    it('refuses entries declaring more than 100 MB in all', () => {
      const parts = Array.from({ length: 11 }, (_, i) => ({
        name: `word/media/image${i}.bmp`,
        data: new Uint8Array(60 * 1024),
        uncompressed: 10 * 1024 * 1024,
      }));
      expect(checkReportBytes(zip([CONTENT_TYPES, DOCUMENT, ...parts.slice(0, 9)]))).toEqual(ok('docx'));
      expect(checkReportBytes(zip([CONTENT_TYPES, DOCUMENT, ...parts]))).toEqual(refused('bomb'));
    });

    it('refuses more than 2000 entries', () => {
      const many = Array.from({ length: 3000 }, (_, i) => ({ name: `word/p${i}.xml`, data: new Uint8Array(1) }));
      expect(checkReportBytes(zip([CONTENT_TYPES, DOCUMENT, ...many]))).toEqual(refused('bomb'));
      expect(checkReportBytes(zip([CONTENT_TYPES, DOCUMENT, ...many.slice(0, 1998)]))).toEqual(ok('docx'));
    });

    it('refuses entries that share their bytes (the overlapping-file bomb)', () => {
      expect(checkReportBytes(zip([CONTENT_TYPES, DOCUMENT, { name: 'word/copy.xml', aliasOf: 1 }]))).toEqual(
        refused('bomb'),
      );
    });

    it.each([
      '../evil.sh',
      'word/../../evil.sh',
      '..',
      '/etc/cron.d/x',
      '\\windows\\x.dll',
      'word\\..\\..\\x',
      'C:evil.exe',
    ])('refuses an entry named %s', (name) => {
      expect(checkReportBytes(zip([CONTENT_TYPES, DOCUMENT, { name }]))).toEqual(refused('bomb'));
    });

    it('accepts names with dots that are not a ".." segment', () => {
      const dots = [{ name: 'word/..media.xml' }, { name: 'word/a..b.xml' }, { name: 'word/.../x' }];
      expect(checkReportBytes(zip([CONTENT_TYPES, DOCUMENT, ...dots]))).toEqual(ok('docx'));
    });
  });

  it.each([
    ['a Windows executable', concat(text('MZ'), [0x90, 0, 3, 0, 0, 0, 4, 0], new Uint8Array(200))],
    ['an ELF executable', concat([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0], new Uint8Array(200))],
    ['a GIF', text('GIF89a\x01\x00\x01\x00\x00\x00\x00;')],
    ['a HEIC photo', concat([0, 0, 0, 0x18], text('ftypheic'), new Uint8Array(100))],
    ['plain text', text('Chest X-ray: normal.')],
    ['HTML', text('<!doctype html><script>alert(1)</script>')],
    ['SVG', text('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')],
    ['a RAR archive', concat(text('Rar!'), [0x1a, 0x07, 0x01, 0x00], new Uint8Array(50))],
    ['a 7z archive', concat([0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c], new Uint8Array(50))],
    ['an empty zip', zip([])],
    ['a lone %PDF', text('%PDF')],
  ])('refuses %s', (_, bytes) => {
    expect(checkReportBytes(bytes)).toEqual(refused('type'));
  });

  it('never throws on random bytes, bare or behind each accepted signature', () => {
    let seed = 0x5eed;
    const random = () => {
      seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
      return seed >>> 8;
    };
    const prefixes = [[], text('%PDF-'), [0xff, 0xd8, 0xff], PNG.slice(0, 16), DOC.slice(0, 8), [0x50, 0x4b, 3, 4]];
    for (let i = 0; i < 200; i++) {
      const body = Uint8Array.from({ length: random() % 3000 }, () => random() & 0xff);
      const bytes = concat(prefixes[i % prefixes.length], body);
      const result = checkReportBytes(bytes);
      expect(result.ok || ['empty', 'type', 'truncated', 'bomb'].includes(result.problem)).toBe(true);
    }
  });

  it('never throws on damaged copies of the accepted files', () => {
    let seed = 42;
    const random = () => {
      seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
      return seed >>> 8;
    };
    for (let i = 0; i < 200; i++) {
      const source = [PDF, JPEG, PNG, DOC, DOCX][i % 5];
      const bytes = source.slice(0, 1 + (random() % source.length));
      for (let flips = random() % 8; flips > 0; flips--) bytes[random() % bytes.length] = random() & 0xff;
      expect(() => checkReportBytes(bytes)).not.toThrow();
    }
  });
});

describe('checkReportName', () => {
  it('returns the name trimmed', () => {
    expect(checkReportName('x-ray.pdf')).toEqual({ ok: true, name: 'x-ray.pdf' });
    expect(checkReportName('  Chest X-ray 12.03.2025.jpg  ')).toEqual({ ok: true, name: 'Chest X-ray 12.03.2025.jpg' });
  });

  it('normalizes to NFC (a decomposed Devanagari nukta, accents)', () => {
    const hindi = checkReportName('रिपोर्ट न\u093C.pdf');
    expect(hindi).toEqual({ ok: true, name: 'रिपोर्ट \u0929.pdf' });
    expect(checkReportName('Re\u0301sume\u0301 Jose\u0301.pdf')).toEqual({ ok: true, name: 'Résumé José.pdf' });
  });

  it('counts characters after NFC, and code points rather than UTF-16 units', () => {
    expect(checkReportName('e\u0301'.repeat(REPORT_NAME_MAX)).ok).toBe(true);
    expect(checkReportName('🫁'.repeat(REPORT_NAME_MAX)).ok).toBe(true);
    expect(checkReportName('a'.repeat(REPORT_NAME_MAX)).ok).toBe(true);
    expect(checkReportName('a'.repeat(REPORT_NAME_MAX + 1))).toEqual({ ok: false, problem: 'name' });
  });

  it.each([
    ['a path climbing out', '../etc/passwd'],
    ['a slash', 'a/b.pdf'],
    ['a backslash', 'a\\b.pdf'],
    ['a right-to-left override', 'evil\u202Efdp.exe'],
    ['a NUL', 'a\u0000.pdf'],
    ['only spaces', '   '],
    ['nothing', ''],
    ['a folder', '..'],
    ['a tab', 'a\tb.pdf'],
    ['a newline at its end', 'a.pdf\n'],
    ['DEL', 'a\u007F.pdf'],
    ['a C1 control', 'a\u0085.pdf'],
    ['a left-to-right mark', 'a\u200E.pdf'],
    ['a right-to-left mark', 'a\u200F.pdf'],
    ['an Arabic letter mark', 'a\u061C.pdf'],
    ['an embedding', 'a\u202A.pdf'],
    ['an isolate', 'a\u2067.pdf'],
    ['a lone surrogate', 'a\uD83D.pdf'],
    ['121 characters', `${'a'.repeat(117)}.pdf`],
  ])('refuses %s', (_, name) => {
    expect(checkReportName(name)).toEqual({ ok: false, problem: 'name' });
  });
});

describe('checkReportFile', () => {
  it('answers the cleaned name and the type its bytes show', () => {
    expect(checkReportFile(' X-ray.png ', PNG)).toEqual({ ok: true, type: 'png', name: 'X-ray.png' });
    expect(checkReportFile('report.pdf', DOCX)).toEqual({ ok: true, type: 'docx', name: 'report.pdf' });
  });

  it('refuses an executable renamed report.pdf by its bytes', () => {
    const exe = concat(text('MZ'), [0x90, 0, 3, 0], new Uint8Array(100));
    expect(checkReportFile('report.pdf', exe)).toEqual({ ok: false, problem: 'type' });
  });

  it('checks the name before the bytes', () => {
    expect(checkReportFile('a/b.pdf', new Uint8Array())).toEqual({ ok: false, problem: 'name' });
    expect(checkReportFile('b.pdf', new Uint8Array())).toEqual({ ok: false, problem: 'empty' });
  });
});

describe('downloadName', () => {
  it.each([
    ['scan.jpeg', 'jpeg', 'scan.jpeg'],
    ['scan.jpg', 'jpeg', 'scan.jpg'],
    ['SCAN.JPG', 'jpeg', 'SCAN.JPG'],
    ['report.pdf', 'png', 'report.png'],
    ['x', 'pdf', 'x.pdf'],
    ['x-ray.exe', 'pdf', 'x-ray.pdf'],
    ['notes.docx', 'doc', 'notes.doc'],
    ['notes.doc', 'docx', 'notes.docx'],
    ['report.', 'pdf', 'report.pdf'],
    ['Dr. Sharma report', 'pdf', 'Dr. Sharma report.pdf'],
    ['scan 12.03.2025', 'jpeg', 'scan 12.03.2025.jpg'],
    ['.pdf', 'pdf', '.pdf.pdf'],
    ['रिपोर्ट.png', 'jpeg', 'रिपोर्ट.jpg'],
  ] as const)('names %s as a %s: %s', (name, type, expected) => {
    expect(downloadName(name, type)).toBe(expected);
  });
});

describe('formatSize', () => {
  it.each([
    [0, '1 KB'],
    [1, '1 KB'],
    [850 * 1024, '850 KB'],
    [1024 * 1024 - 100, '1.0 MB'],
    [1024 * 1024, '1.0 MB'],
    [1.5 * 1024 * 1024, '1.5 MB'],
    [Math.round(2.36 * 1024 * 1024), '2.4 MB'],
    [REPORT_MAX_BYTES, '10.0 MB'],
  ])('writes %i bytes as %s in both languages', (bytes, expected) => {
    expect(formatSize(bytes, 'en')).toBe(expected);
    expect(formatSize(bytes, 'hi')).toBe(expected);
  });
});

describe('the accepted types', () => {
  it('lists each type with its MIME type, extension and how a browser may show it', () => {
    expect(REPORT_MAX_BYTES).toBe(10 * 1024 * 1024);
    expect(REPORT_MAX_FILES).toBe(5);
    expect(REPORT_TYPES).toEqual({
      pdf: { mime: 'application/pdf', ext: '.pdf', image: false, inline: false },
      jpeg: { mime: 'image/jpeg', ext: '.jpg', image: true, inline: true },
      png: { mime: 'image/png', ext: '.png', image: true, inline: true },
      doc: { mime: 'application/msword', ext: '.doc', image: false, inline: false },
      docx: {
        mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        ext: '.docx',
        image: false,
        inline: false,
      },
    });
  });
});
