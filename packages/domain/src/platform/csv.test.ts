import { describe, expect, it } from 'vitest';
import {
  CsvError,
  CsvReader,
  csvLine,
  parseCsv,
  spreadsheetText,
  unguardSpreadsheetText,
} from './csv.ts';

describe('CSV', () => {
  it('reads plain, quoted and empty fields with any line ending', () => {
    expect(parseCsv('a,b,c\r\n1,,3\n"x, y","say ""hi""",z\rlast,row,')).toEqual([
      ['a', 'b', 'c'],
      ['1', '', '3'],
      ['x, y', 'say "hi"', 'z'],
      ['last', 'row', ''],
    ]);
  });

  it('keeps line breaks inside quotes and drops a byte order mark', () => {
    expect(parseCsv('\uFEFFname,description\r\nA,"line 1\r\nline 2"\r\n')).toEqual([
      ['name', 'description'],
      ['A', 'line 1\r\nline 2'],
    ]);
  });

  it('gives the same records whatever the chunk size', () => {
    const text = 'h1,h2\r\n"a ""q"" b","multi\nline"\r\nplain,"x"\r\n';
    const whole = parseCsv(text);
    for (const size of [1, 2, 3, 5, 7]) {
      const reader = new CsvReader();
      const records: string[][] = [];
      for (let i = 0; i < text.length; i += size)
        records.push(...reader.push(text.slice(i, i + size)));
      records.push(...reader.end());
      expect(records).toEqual(whole);
    }
  });

  it('refuses a quote that is never closed and a stray quote', () => {
    expect(() => parseCsv('a,"open\n')).toThrow(CsvError);
    expect(() => parseCsv('a,b"c\n')).toThrow(CsvError);
  });

  it('writes what it reads', () => {
    const rows = [
      ['plain', 'with, comma', 'with "quote"', 'two\nlines', ' padded ', ''],
      ['₹1,299.00', 'a|b|c', '', '', '', 'x'],
    ];
    expect(parseCsv(rows.map(csvLine).join(''))).toEqual(rows);
    expect(csvLine(['a', 'b c'])).toBe('a,b c\r\n');
  });
});

describe('spreadsheetText', () => {
  it('guards text a spreadsheet runs as a formula, and reading back takes exactly that off', () => {
    const cases: [string, string][] = [
      ['=1+1', "'=1+1"],
      ['+91 98450', "'+91 98450"],
      ['-5 V', "'-5 V"],
      ['@SUM(A1)', "'@SUM(A1)"],
      ['\tTabbed', "'\tTabbed"],
      ['\rReturn', "'\rReturn"],
      ["'=already", "''=already"],
      ["'plain", "'plain"],
      ['Plain', 'Plain'],
      ['', ''],
    ];
    for (const [value, written] of cases) {
      expect(spreadsheetText(value)).toBe(written);
      expect(unguardSpreadsheetText(written)).toBe(value);
    }
  });
});
