/** Czech texts of check-in (prezence; rulings ARB CI1, ARB CI2) and of the acceleration setting. */
import type { checkInEn } from './check-in-en';

export const checkInCs: typeof checkInEn = {
  checkIn: {
    title: 'Prezence',
    titleRound: 'Prezence na {{round}}. kolo',
    off: 'Tento turnaj nemá prezenci. Pořadatel ji volí při založení turnaje.',
    policy: 'Prezence před každým kolem',
    policyHelp: 'Hráč, který se do losování kola neprezentuje, bude posouzen podle této volby.',
    policies: {
      off: 'Bez prezence: losují se všichni',
      'zero-bye': 'Prezence; nepřítomní dostanou volno bez bodu',
      withdraw: 'Prezence; nepřítomní jsou vyřazeni z turnaje',
    },
    acceleration: 'Zrychlené losování',
    baku: 'Bakuské zrychlení',
    bakuHelp: 'Virtuální body pro horní polovinu startovní listiny v první polovině kol.',
    noAcceleration: 'žádné',
    code: 'Kód pro hráče',
    noCode: 'Kód zatím není: vydejte ho a pak ho nahlas přečtěte nebo ukažte odkaz.',
    linkFor: 'Odkaz pro telefon:',
    issue: 'Vydat kód',
    renew: 'Vydat nový kód (starý přestane platit)',
    codeIssued: 'Nový kód je vydán.',
    filter: 'Najít hráče',
    filterHelp:
      'Napište část jména nebo číslo; Enter prezentuje (nebo odprezentuje) jediného nalezeného hráče.',
    present: 'Přítomen',
    isIn: 'Prezentován',
    isOut: 'Neprezentován',
    hasBye: 'Požádal o volno',
    cameIn: '{{name}} je prezentován.',
    wentOut: '{{name}} už není prezentován.',
    beforePairing: 'Před losováním {{round}}. kola',
    presentCount: 'Prezentováno {{present}} z {{total}} hráčů.',
    openList: 'Otevřít prezenční listinu',
    noneAbsent: 'Všichni, kdo se mají losovat, jsou prezentováni.',
    treatment: {
      'zero-bye': 'Neprezentovaní ({{count}}), každý dostane volno bez bodu:',
      withdraw: 'Neprezentovaní ({{count}}), každý bude vyřazen z turnaje:',
    },
    byHand:
      'Ruční losování s nimi naloží stejně a zrušení losování to vezme zpět: opozdilce pak lze prezentovat a kolo vylosovat znovu.',
    playerTitle: 'Prezence na příští kolo',
    enterCode: 'Kód turnaje (zeptejte se rozhodčího)',
    continue: 'Pokračovat',
    forRound: '{{round}}. kolo',
    yourName: 'Vaše jméno',
    pickName: 'Vyberte své jméno',
    iAmHere: 'Jsem tady',
    youAreIn: '{{name}}, jste prezentován na {{round}}. kolo.',
  },
};
