/**
 * CSV as RFC 4180 writes it, both ways, with no I/O: `csvLine` writes one record, and
 * `CsvReader` takes text in chunks of any size and hands back the complete records, so a
 * server can read an upload as a stream and a browser can read a file it holds.
 * Quoted fields may hold commas, quotes ("") and line breaks; records end in CRLF, LF or CR.
 */

/** One record as a CSV line (CRLF-terminated); a field is quoted only when it needs to be. */
export function csvLine(fields: readonly string[]): string {
  return `${fields.map(csvField).join(',')}\r\n`;
}

function csvField(value: string): string {
  return /[",\r\n]/.test(value) || value !== value.trim()
    ? `"${value.replace(/"/g, '""')}"`
    : value;
}

// Spreadsheet formula injection (docs/decisions/spreadsheet-formula-guard.md): a text cell that
// starts with = + - @ tab or CR is written with a leading ', which spreadsheets read as "text";
// a value that already starts with quotes before such a character gets one more, so reading back
// strips exactly one and every value round-trips.
const FORMULA_START = /^'*[=+\-@\t\r]/;
const GUARDED = /^'+[=+\-@\t\r]/;

/** A text cell for a CSV or Excel export that no spreadsheet runs as a formula. */
export function spreadsheetText(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/** A cell read from an import, with `spreadsheetText`'s guard (and only that) taken off. */
export function unguardSpreadsheetText(value: string): string {
  return GUARDED.test(value) ? value.slice(1) : value;
}

export class CsvError extends Error {}

/** An incremental RFC 4180 reader: push text, take the records completed so far, then end(). */
export class CsvReader {
  private field = '';
  private record: string[] = [];
  private quoted = false;
  /** Inside quotes, a quote was just read: it either closes the field or starts "" (a quote). */
  private quoteSeen = false;
  private fieldStarted = false;
  private lastWasCr = false;
  private started = false;
  private done: string[][] = [];

  /** Takes the next piece of text; returns the records it completed. */
  push(text: string): string[][] {
    let s = text;
    if (!this.started && s.length > 0) {
      this.started = true;
      if (s.charCodeAt(0) === 0xfeff) s = s.slice(1); // byte order mark that Excel writes
    }
    let plainFrom = -1;
    const flushPlain = (to: number) => {
      if (plainFrom >= 0) this.field += s.slice(plainFrom, to);
      plainFrom = -1;
    };
    for (let i = 0; i < s.length; i++) {
      const c = s[i]!;
      if (this.quoted) {
        if (this.quoteSeen) {
          this.quoteSeen = false;
          if (c === '"') {
            this.field += '"';
            continue;
          }
          this.quoted = false; // the quote closed the field; c is read below as usual
        } else if (c === '"') {
          flushPlain(i);
          this.quoteSeen = true;
          continue;
        } else {
          if (plainFrom < 0) plainFrom = i;
          continue;
        }
      }
      if (c === '\n' && this.lastWasCr) {
        this.lastWasCr = false;
        continue;
      }
      this.lastWasCr = false;
      if (c === ',') {
        flushPlain(i);
        this.endField();
      } else if (c === '\r' || c === '\n') {
        flushPlain(i);
        this.endRecord();
        this.lastWasCr = c === '\r';
      } else if (c === '"' && !this.fieldStarted) {
        this.quoted = true;
        this.fieldStarted = true;
      } else {
        if (c === '"') throw new CsvError('A quote (") appears inside an unquoted field');
        if (plainFrom < 0) plainFrom = i;
        this.fieldStarted = true;
      }
    }
    flushPlain(s.length);
    const out = this.done;
    this.done = [];
    return out;
  }

  /** The end of the text: returns the last record, if the text did not end with a line break. */
  end(): string[][] {
    if (this.quoted && !this.quoteSeen) throw new CsvError('A quoted field is never closed');
    this.quoted = false;
    this.quoteSeen = false;
    if (this.fieldStarted || this.record.length > 0) this.endRecord();
    const out = this.done;
    this.done = [];
    return out;
  }

  private endField() {
    this.record.push(this.field);
    this.field = '';
    this.fieldStarted = false;
  }

  private endRecord() {
    this.endField();
    this.done.push(this.record);
    this.record = [];
  }
}

/** Every record of a whole text (for small files and tests). */
export function parseCsv(text: string): string[][] {
  const reader = new CsvReader();
  return [...reader.push(text), ...reader.end()];
}
