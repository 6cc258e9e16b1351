// CSV cells as every shell writes them: RFC 4180 quoting, one record per line, and spreadsheet
// formulas neutralised (OWASP "CSV Injection": a leading apostrophe, the cell quoted).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { csvCell, csvText, FORMULA_STARTS } from './csv';

/** Reads CSV text back as RFC 4180 says: quoted fields hold commas, quotes as "", line breaks. */
function readCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      record.push(field);
      field = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      record.push(field);
      records.push(record);
      record = [];
      field = '';
      i++;
    } else field += c;
  }
  return records;
}

describe('csvCell', () => {
  it.each([
    ['Ada Lovelace', 'Ada Lovelace'],
    ['Novák, Jan', '"Novák, Jan"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['semi;colon', '"semi;colon"'],
    ['=HYPERLINK("http://x")', `"'=HYPERLINK(""http://x"")"`],
    ['+1', `"'+1"`],
    ['-2+3', `"'-2+3"`],
    ['@SUM(A1)', `"'@SUM(A1)"`],
    ['\tcmd', `"'\tcmd"`],
    ['\rcmd', `"'\rcmd"`],
    ['a=b', 'a=b'],
    ['', ''],
  ])('writes %j as %j', (value, written) => {
    expect(csvCell(value)).toBe(written);
  });

  it('keeps numbers as numbers in numeric columns, text cells neutralised', () => {
    expect(csvText(['id', 'name', 'BH'], [['7', '-x', '-1.5']], [true, false, true])).toBe(
      `id,name,BH\r\n7,"'-x",-1.5\r\n`,
    );
  });

  it('property: any text reads back as itself (behind an apostrophe when a formula), one record per row', () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(fc.string({ unit: 'binary', maxLength: 20 }), { minLength: 1, maxLength: 4 }), {
          minLength: 1,
          maxLength: 5,
        }),
        (rows) => {
          const width = rows[0].length;
          const table = rows.map((r) => Array.from({ length: width }, (_, i) => r[i] ?? ''));
          const text = csvText(table[0], table.slice(1));
          const read = readCsv(text);
          expect(read.length).toBe(table.length);
          const expected = table.map((r) =>
            r.map((v) => ((FORMULA_STARTS as readonly string[]).includes(v.charAt(0)) ? `'${v}` : v)),
          );
          expect(read).toEqual(expected);
          for (const record of read)
            for (const cell of record)
              expect((FORMULA_STARTS as readonly string[]).includes(cell.charAt(0))).toBe(false);
        },
      ),
      { numRuns: 300 },
    );
  }, 60_000);
});
