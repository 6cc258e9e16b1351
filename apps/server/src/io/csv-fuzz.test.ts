// The server's CSV player import is a parser of files users hand us (issue 22, part 7): any text
// gives players or a coded refusal, never a throw, and what it accepts is what the file says.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectAnswer, fuzz, mutated, textFrom } from '@arbiter/kernel/fuzz';
import { serverMessages } from '../http/messages';
import { parsePlayersCsv } from './csv';

const SEEDS = [
  'name,rating,FIDE id,title,federation,birth year\n"Novák, Jan",2105,23456789,FM,CZE,1990\nEva Malá,,,,SVK,\n',
  'Příjmení;Jméno;ELO;Titul;Federace;Rok narození\r\nNovák;Jan;2105;FM;CZE;1990\r\n',
  'jméno,ELO,FIDE ID,titul,federace,ročník\n"Dvořák ""Dan""",1800,1,,CZE,2011\n',
  'name\nA\n\nB\n',
];
const ALPHABET = 'namertigFIDEfdyhJéňoPříjmeníELOTtulRočk,;"\r\n 0123456789CZESVKFMGM';

describe('fuzzing the CSV player import', () => {
  it('players-csv: players or a coded refusal, every accepted player named', () => {
    const input = fc.oneof(mutated(SEEDS, ALPHABET), textFrom(ALPHABET, 120), fc.string({ maxLength: 200 }));
    const report = fuzz(
      'players-csv',
      input,
      (text) => {
        const r = parsePlayersCsv(text);
        expectAnswer(r, [serverMessages]);
        if (r.ok)
          for (const p of r.value) {
            if (typeof p.name !== 'string' || p.name.trim() === '')
              throw new Error('a player without a name');
            if (p.rating !== undefined && !Number.isInteger(p.rating)) throw new Error(`rating ${p.rating}`);
          }
      },
      2000,
    );
    expect(report.failures, report.counterexample).toBe(0);
  }, 0);
});
