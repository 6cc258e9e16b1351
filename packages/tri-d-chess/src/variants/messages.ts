/**
 * Every rejection code the variants can return, with its rule and its text in English
 * and Czech. The engine merges this into its own catalogue.
 */
import type { MessageCatalogue } from '@arbiter/kernel';

/** Message catalogue of the Tri-D variants. */
export const variantMessages: MessageCatalogue = {
  ERR_CHESS960_NUMBER: {
    rule: 'V.P5.2',
    en: 'A 3D-Chess960 setup is chess960:N with N from 0 to 959, or chess960:seed:S; not "{number}".',
    cs: 'Postavení 3D-Šachů960 se zapisuje chess960:N s N od 0 do 959 nebo chess960:seed:S, ne „{number}“.',
  },
  ERR_CHESS960_PIECES: {
    rule: 'V.P5.2.1',
    en: 'A first row holds a king, a queen, two rooks, two bishops and two knights.',
    cs: 'První řada obsahuje krále, dámu, dvě věže, dva střelce a dva jezdce.',
  },
  ERR_CHESS960_KING: {
    rule: 'V.P5.2.1',
    en: 'The king must stand between the two rooks.',
    cs: 'Král musí stát mezi oběma věžemi.',
  },
  ERR_CHESS960_BISHOPS: {
    rule: 'V.P5.2.1',
    en: 'The bishops must stand on squares of opposite colours.',
    cs: 'Střelci musí stát na polích opačné barvy.',
  },
  ERR_SETUP_NOT_AVAILABLE: {
    rule: 'V.P2',
    en: 'The setup {setup} exists in the source only as a picture that is not in the text; load it from a position string.',
    cs: 'Postavení {setup} je ve zdroji jen jako obrázek, který v textu chybí; načtěte je z řetězce pozice.',
  },
  ERR_PLACEMENT_SYNTAX: {
    rule: 'V.P6.2',
    en: 'Cannot read the placement step "{text}"; write a piece letter, @ and a first-row square (B@b1W).',
    cs: 'Krok rozestavení „{text}“ nelze přečíst; pište písmeno figury, @ a pole první řady (B@b1W).',
  },
  ERR_PLACEMENT_SQUARE: {
    rule: 'V.P6.2',
    en: '{side} places only on his own first row, not on {square}.',
    cs: 'Strana {side} staví jen na svou první řadu, ne na {square}.',
  },
  ERR_PLACEMENT_ROLE: {
    rule: 'V.P6.2',
    en: '{side} may not place a {role} now.',
    cs: 'Strana {side} teď nesmí postavit figuru {role}.',
  },
  ERR_PLACEMENT_OCCUPIED: {
    rule: 'V.P6.2',
    en: '{square} already holds a piece.',
    cs: 'Na poli {square} už figura stojí.',
  },
  ERR_PLACEMENT_BISHOP_SHADE: {
    rule: 'V.P5.2.1',
    en: 'The second bishop must stand on the other colour ({square} has the first one’s colour).',
    cs: 'Druhý střelec musí stát na poli druhé barvy ({square} má barvu prvního).',
  },
  ERR_PLACEMENT_OVER: {
    rule: 'V.P6.2',
    en: 'Both first rows are complete; White moves.',
    cs: 'Obě první řady jsou hotové; táhne bílý.',
  },
};
