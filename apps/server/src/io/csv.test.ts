// The CSV player list in English and in Czech: header aliases, case and diacritics, split names.
import { describe, expect, it } from 'vitest';
import { formatRejection } from '@arbiter/kernel';
import { serverMessages } from '../http/messages';
import { headerKey, parsePlayersCsv } from './csv';

const czech = [
  'Jméno;ELO;FIDE ID;Titul;Federace;Rok narození',
  'Nováková Jana;2105;23712345;WFM;cze;1998',
  'Dvořák Petr;1850;;;SVK;2004',
].join('\r\n');

describe('players from CSV', () => {
  it('reads a Czech club list (semicolons, diacritics in headers) as the English one', () => {
    const read = parsePlayersCsv(czech);
    expect(read).toEqual({
      ok: true,
      value: [
        {
          name: 'Nováková Jana',
          rating: 2105,
          fideId: '23712345',
          title: 'WFM',
          federation: 'CZE',
          birthYear: 1998,
        },
        { name: 'Dvořák Petr', rating: 1850, federation: 'SVK', birthYear: 2004 },
      ],
    });
    const english = parsePlayersCsv(
      'Name,Rating,FIDE id,Title,Federation,Birth year\nNováková Jana,2105,23712345,WFM,CZE,1998\nDvořák Petr,1850,,,SVK,2004\n',
    );
    expect(english).toEqual(read);
  });

  it('ignores case, spacing, punctuation and diacritics in header names', () => {
    expect(headerKey('Rok narození')).toBe('roknarozeni');
    expect(headerKey('ROK_NAROZENI')).toBe('roknarozeni');
    expect(headerKey(' FIDE-ID ')).toBe('fideid');
    expect(headerKey('Příjmení')).toBe('prijmeni');
    const read = parsePlayersCsv('JMENO,elo,Ročník,stát\nSvoboda Jan,1700,1975,cze\n');
    expect(read).toEqual({
      ok: true,
      value: [{ name: 'Svoboda Jan', rating: 1700, birthYear: 1975, federation: 'CZE' }],
    });
  });

  it('joins a name split into surname and given name as "Surname, Given"', () => {
    const read = parsePlayersCsv('Příjmení;Jméno;Elo\nNovák;Tomáš;1990\nKrál;;1500\n');
    expect(read).toEqual({
      ok: true,
      value: [
        { name: 'Novák, Tomáš', rating: 1990 },
        { name: 'Král', rating: 1500 },
      ],
    });
    const noSurname = parsePlayersCsv('Příjmení;Jméno\n;Tomáš\n');
    expect(noSurname.ok).toBe(false);
    if (!noSurname.ok)
      expect(noSurname.error).toMatchObject({
        code: 'ERR_CSV_FIELD',
        params: { line: 2, column: 1, detail: 'the name is empty' },
      });
  });

  it('refuses a Czech list with a bad cell, naming its line and column', () => {
    const read = parsePlayersCsv('Jméno;ELO;Rok narození\nNovák Jan;1800;1850\n');
    expect(read.ok).toBe(false);
    if (!read.ok) expect(read.error).toMatchObject({ code: 'ERR_CSV_FIELD', params: { line: 2, column: 3 } });
    // said in Czech to a Czech reader, in English to an English one
    if (!read.ok) {
      expect(formatRejection(read.error, 'cs', serverMessages)).toBe(
        'CSV, řádek 2, sloupec 3: rok narození 1850 je mimo rozsah 1900–2100.',
      );
      expect(formatRejection(read.error, 'en', serverMessages)).toBe(
        'CSV line 2, column 3: birth year 1850 is out of range.',
      );
    }
  });

  it('refuses a list with neither a name nor a surname column, listing the columns it found', () => {
    const read = parsePlayersCsv('Klub;Elo\nŠK Praha;1800\n');
    expect(read.ok).toBe(false);
    if (!read.ok)
      expect(read.error).toMatchObject({ code: 'ERR_CSV_HEADER', params: { columns: 'Klub, Elo' } });
  });

  it('does not take a header named after an Object property for a column', () => {
    const read = parsePlayersCsv('name,constructor,__proto__\nAnna,1,2\n');
    expect(read).toEqual({ ok: true, value: [{ name: 'Anna' }] });
  });
});
