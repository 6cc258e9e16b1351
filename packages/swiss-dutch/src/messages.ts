/**
 * Every code this package can return, with its rule and its text in English and Czech.
 * `ERR_DUTCH_IMPOSSIBLE` refuses a round; the other codes are the verdicts of `checkTournament`
 * on a recorded round: the first criterion by which it differs from the Dutch pairing.
 * `{name}` is replaced by the parameter of that name.
 */
import type { MessageCatalogue, MessageEntry } from '@arbiter/kernel';

const differs = {
  en: 'Round {round} differs from the Dutch pairing: ',
  cs: 'Kolo {round} se liší od losování holandským systémem: ',
};

function verdict(rule: string, en: string, cs: string): MessageEntry {
  return { rule, en: differs.en + en, cs: differs.cs + cs };
}

/** The codes of `@arbiter/swiss-dutch`. */
export const swissDutchMessages = {
  ERR_DUTCH_IMPOSSIBLE: {
    rule: 'FIDE C.04.3 C4',
    en: 'Round {round} cannot be paired: no pairing satisfies the absolute criteria C1-C3 and the PAB rules.',
    cs: 'Kolo {round} nelze vylosovat: žádné losování nesplňuje absolutní kritéria C1–C3 a pravidla pro volno.',
  },
  ERR_DUTCH_C1: verdict(
    'FIDE C.04.3 C1',
    'two players meet a second time, or a forbidden pair is paired.',
    'dva hráči se utkávají podruhé nebo je vylosována zakázaná dvojice.',
  ),
  ERR_DUTCH_C2: verdict(
    'FIDE C.04.3 C2',
    'the PAB goes to a player who already had one or scored a win without playing.',
    'volno dostal hráč, který je už měl nebo vyhrál bez hry.',
  ),
  ERR_DUTCH_C3: verdict(
    'FIDE C.04.3 C3',
    'two players with the same absolute colour preference meet (neither is a topscorer).',
    'utkávají se dva hráči se stejnou absolutní barevnou preferencí (žádný z nich nevede turnaj).',
  ),
  ERR_DUTCH_C4: verdict(
    'FIDE C.04.3 C4',
    'a bracket is paired so that the rest of the round cannot be completed.',
    'skupina je vylosována tak, že zbytek kola nelze dolosovat.',
  ),
  ERR_DUTCH_C5: verdict(
    'FIDE C.04.3 C5',
    'the PAB goes to a player with a higher score than necessary.',
    'volno dostal hráč s vyšším skóre, než je nutné.',
  ),
  ERR_DUTCH_C6: verdict(
    'FIDE C.04.3 C6',
    'a bracket has fewer pairs than possible.',
    'skupina má méně dvojic, než je možné.',
  ),
  ERR_DUTCH_C7: verdict(
    'FIDE C.04.3 C7',
    'the score differences in a bracket are larger than necessary.',
    'rozdíly skóre ve skupině jsou větší, než je nutné.',
  ),
  ERR_DUTCH_C8: verdict(
    'FIDE C.04.3 C8',
    'other players should float down so that the next bracket pairs better.',
    'dolů měli být posunuti jiní hráči, aby se další skupina vylosovala lépe.',
  ),
  ERR_DUTCH_C9: verdict(
    'FIDE C.04.3 C9',
    'the PAB goes to a player with more unplayed rounds than necessary.',
    'volno dostal hráč s více nehranými koly, než je nutné.',
  ),
  ERR_DUTCH_C10: verdict(
    'FIDE C.04.3 C10',
    'more topscorers or their opponents than necessary reach a colour difference beyond ±2.',
    'více vedoucích hráčů nebo jejich soupeřů, než je nutné, má barevný rozdíl větší než ±2.',
  ),
  ERR_DUTCH_C11: verdict(
    'FIDE C.04.3 C11',
    'more topscorers or their opponents than necessary get one colour three times running.',
    'více vedoucích hráčů nebo jejich soupeřů, než je nutné, má stejnou barvu potřetí za sebou.',
  ),
  ERR_DUTCH_C12: verdict(
    'FIDE C.04.3 C12',
    'more players than necessary miss their colour preference.',
    'více hráčů, než je nutné, nedostane preferovanou barvu.',
  ),
  ERR_DUTCH_C13: verdict(
    'FIDE C.04.3 C13',
    'more players than necessary miss a strong colour preference.',
    'více hráčů, než je nutné, nedostane silně preferovanou barvu.',
  ),
  ERR_DUTCH_C14: verdict(
    'FIDE C.04.3 C14',
    'more players than necessary float down again after floating down in the previous round.',
    'více hráčů, než je nutné, je posunuto dolů znovu po posunu dolů v předchozím kole.',
  ),
  ERR_DUTCH_C15: verdict(
    'FIDE C.04.3 C15',
    'more players than necessary float up again after floating up in the previous round.',
    'více hráčů, než je nutné, je posunuto nahoru znovu po posunu nahoru v předchozím kole.',
  ),
  ERR_DUTCH_C16: verdict(
    'FIDE C.04.3 C16',
    'more players than necessary float down again after floating down two rounds before.',
    'více hráčů, než je nutné, je posunuto dolů znovu po posunu dolů před dvěma koly.',
  ),
  ERR_DUTCH_C17: verdict(
    'FIDE C.04.3 C17',
    'more players than necessary float up again after floating up two rounds before.',
    'více hráčů, než je nutné, je posunuto nahoru znovu po posunu nahoru před dvěma koly.',
  ),
  ERR_DUTCH_C18: verdict(
    'FIDE C.04.3 C18',
    'repeated downfloats (previous round) bridge larger score differences than necessary.',
    'opakované posuny dolů (předchozí kolo) překonávají větší rozdíly skóre, než je nutné.',
  ),
  ERR_DUTCH_C19: verdict(
    'FIDE C.04.3 C19',
    'repeated upfloats (previous round) bridge larger score differences than necessary.',
    'opakované posuny nahoru (předchozí kolo) překonávají větší rozdíly skóre, než je nutné.',
  ),
  ERR_DUTCH_C20: verdict(
    'FIDE C.04.3 C20',
    'repeated downfloats (two rounds before) bridge larger score differences than necessary.',
    'opakované posuny dolů (před dvěma koly) překonávají větší rozdíly skóre, než je nutné.',
  ),
  ERR_DUTCH_C21: verdict(
    'FIDE C.04.3 C21',
    'repeated upfloats (two rounds before) bridge larger score differences than necessary.',
    'opakované posuny nahoru (před dvěma koly) překonávají větší rozdíly skóre, než je nutné.',
  ),
  ERR_DUTCH_ORDER: verdict(
    'FIDE C.04.3 4',
    'as good by C1-C21, but the Dutch order of candidates (S1/S2 exchanges, transpositions) comes to another pairing first.',
    'podle C1–C21 stejně dobré, ale holandské pořadí kandidátů (výměny S1/S2, transpozice) dojde dříve k jinému losování.',
  ),
  ERR_DUTCH_COLOURS: verdict(
    'FIDE C.04.3 5',
    'the same pairs, but the colour allocation rules give other colours.',
    'stejné dvojice, ale pravidla přidělování barev dávají jiné barvy.',
  ),
} as const satisfies MessageCatalogue;

/** The check verdict code of a criterion id (`C12`, `order`, `colours`). */
export function verdictCode(criterion: string): keyof typeof swissDutchMessages {
  const code = `ERR_DUTCH_${criterion.toUpperCase()}`;
  if (!(code in swissDutchMessages)) throw new Error(`no verdict code for ${criterion}`);
  return code as keyof typeof swissDutchMessages;
}
