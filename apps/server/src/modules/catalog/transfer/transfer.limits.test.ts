import { createDeflateRaw, crc32 } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { useTestAppWithAdmin } from '../../../test/test-app.ts';
import { transferCalls } from './transfer.fixtures.ts';

const session = useTestAppWithAdmin({
  setup: (t) => t.makeCategory({ slug: 'drones', name: 'Drones' }),
});

const calls = transferCalls(() => session);
const importFile = (data: Buffer, query = '', name = 'products.xlsx') =>
  calls.importFile(data, query, { name });

/** A zip part whose content is given as pieces, each repeated: deflated as a stream. */
type Piece = { text: string; times?: number };

async function deflatePieces(pieces: Piece[]) {
  const deflate = createDeflateRaw({ level: 9 });
  const out: Buffer[] = [];
  deflate.on('data', (c: Buffer) => out.push(c));
  const done = new Promise((resolve) => deflate.on('end', resolve));
  let crc = 0;
  let size = 0;
  for (const { text, times = 1 } of pieces) {
    const chunk = Buffer.from(text);
    for (let i = 0; i < times; i++) {
      crc = crc32(chunk, crc);
      size += chunk.length;
      if (!deflate.write(chunk)) await new Promise((r) => deflate.once('drain', r));
    }
  }
  deflate.end();
  await done;
  return { data: Buffer.concat(out), crc, size };
}

/** A zip of deflated parts, written the way Excel writes one (sizes in the local headers). */
async function zip(parts: { name: string; pieces: Piece[] }[], claimedSize?: number) {
  const locals: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const { data, crc, size: realSize } = await deflatePieces(part.pieces);
    const size = Math.min(realSize, claimedSize ?? realSize);
    const name = Buffer.from(part.name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc >>> 0, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const entry = Buffer.alloc(46);
    entry.writeUInt32LE(0x02014b50, 0);
    entry.writeUInt16LE(20, 4);
    entry.writeUInt16LE(20, 6);
    entry.writeUInt16LE(8, 10);
    entry.writeUInt32LE(crc >>> 0, 16);
    entry.writeUInt32LE(data.length, 20);
    entry.writeUInt32LE(size, 24);
    entry.writeUInt16LE(name.length, 28);
    entry.writeUInt32LE(offset, 42);
    locals.push(local, name, data);
    central.push(entry, name);
    offset += local.length + name.length + data.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const cell = (ref: string, text: string) =>
  `<c r="${ref}" t="inlineStr"><is><t>${text}</t></is></c>`;
const headerRow = `<row r="1">${['sku', 'name', 'category', 'description', 'price']
  .map((h, i) => cell(`${'ABCDE'[i]}1`, h))
  .join('')}</row>`;

/** A one-sheet workbook whose sheet is the pieces given between the sheet's opening and end. */
function workbook(sheetData: Piece[], claimedSize?: number) {
  return zip(
    [
      {
        name: '[Content_Types].xml',
        pieces: [
          {
            text: `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>`,
          },
        ],
      },
      {
        name: '_rels/.rels',
        pieces: [
          {
            text: `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
          },
        ],
      },
      {
        name: 'xl/workbook.xml',
        pieces: [
          {
            text: `<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Products" sheetId="1" r:id="rId1"/></sheets></workbook>`,
          },
        ],
      },
      {
        name: 'xl/_rels/workbook.xml.rels',
        pieces: [
          {
            text: `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
          },
        ],
      },
      {
        name: 'xl/worksheets/sheet1.xml',
        pieces: [
          {
            text: `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${headerRow}`,
          },
          ...sheetData,
          { text: '</sheetData></worksheet>' },
        ],
      },
    ],
    claimedSize,
  );
}

const row = (r: number, name: Piece[]): Piece[] => [
  { text: `<row r="${r}">${cell(`A${r}`, `BOMB-${r}`)}<c r="B${r}" t="inlineStr"><is><t>` },
  ...name,
  {
    text: `</t></is></c>${cell(`C${r}`, 'drones')}${cell(`D${r}`, 'Big.')}<c r="E${r}"><v>100</v></c></row>`,
  },
];

describe('an Excel file that unpacks too far', () => {
  it('reads the hand-built workbook when it is small (the fixture is a valid .xlsx)', async () => {
    const file = await workbook(row(2, [{ text: 'Small &amp; fine' }]));
    const res = await importFile(file, '?dryRun=true');
    expect(res.statusCode, res.body).toBe(200);
    // The row is read whole; the form's rules then ask for the country of origin it lacks.
    expect(res.json().data.preview[0].name).toBe('Small & fine');
    expect(res.json().data.errors.map((e: { column: string }) => e.column)).toEqual([
      'country_of_origin',
    ]);
  });

  it('refuses one cell that inflates to 60 MB, even in a dry run, naming the limit', async () => {
    // 60 MB of one letter deflates to about 60 KB; it is never unpacked into memory.
    const file = await workbook(row(2, [{ text: 'A'.repeat(1024 * 1024), times: 60 }]));
    expect(file.length).toBeLessThan(1024 * 1024);
    const res = await importFile(file, '?dryRun=true');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.type).toBe('VALIDATION_FAILED');
    expect(res.json().error.message).toBe(
      "The file has a cell longer than 32,767 characters, Excel's own limit for a cell",
    );
  });

  it('refuses a cell just over 32,767 characters and takes one at the limit', async () => {
    const over = await importFile(
      await workbook(row(2, [{ text: 'é'.repeat(32_768) }])),
      '?dryRun=true',
    );
    expect(over.statusCode).toBe(400);
    expect(over.json().error.message).toMatch(/longer than 32,767 characters/);
    // At the limit the file is read; the row is then judged by the form's rules.
    const at = await importFile(
      await workbook(row(2, [{ text: 'é'.repeat(32_767) }])),
      '?dryRun=true',
    );
    expect(at.json().error?.message ?? '').not.toMatch(/32,767/);
  });

  it.each([
    ['says its real size', undefined],
    ['claims to be small', 4096],
  ])('refuses a sheet of short cells that unpacks beyond 64 MB and %s', async (_, claimed) => {
    const rows = {
      text: row(2, [{ text: 'Bomb' }])
        .map((p) => p.text)
        .join('')
        .repeat(1000),
      times: 300,
    };
    const file = await workbook([rows], claimed);
    expect(file.length).toBeLessThan(2 * 1024 * 1024);
    const res = await importFile(file, '?dryRun=true');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(
      'The Excel workbook unpacks to more than 64 MB in its part xl/worksheets/sheet1.xml (the limit for one part): split the catalogue into smaller files',
    );
  });

  it('refuses a CSV cell longer than Excel allows', async () => {
    const csv = `sku,name,category,description,price,country_of_origin\r\nLONG-1,${'x'.repeat(40_000)},drones,Big.,100,China\r\n`;
    const res = await importFile(Buffer.from(csv), '?dryRun=true', 'products.csv');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toMatch(/longer than 32,767 characters/);
  });
});
