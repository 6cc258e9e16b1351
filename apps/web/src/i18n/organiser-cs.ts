/** Czech texts of the organiser's small things (issue 32, part 6): withdrawal, renumbering. */
import type { organiserEn } from './organiser-en';

export const organiserCs: typeof organiserEn = {
  withdrawal: {
    title: 'Vyřadit hráče {{name}} z turnaje?',
    effect: 'Platí od {{round}}. kola: od tohoto kola se hráč {{name}} nelosuje.',
    effectOpen:
      '{{open}}. kolo už je vylosované: tuto partii hráč {{name}} dohraje. Vyřazení platí od {{round}}. kola.',
    reason: 'Důvod odstoupení (zůstane v historii)',
    confirm: 'Vyřadit z turnaje',
    cancel: 'Zrušit',
    done: 'Hráč {{name}} je vyřazen od {{round}}. kola.',
  },
  renumber: {
    title: 'Přečíslovat startovní listinu podle ratingu?',
    text: 'Hráč se přihlásil pozdě. Před losováním {{round}}. kola lze startovní čísla přidělit znovu podle výchozího pořadí (FIDE C.04.2: rating, pak titul FIDE, pak jméno), jak to dělají Swiss-Manager a Vega. Odehrané partie si ponechají své hráče.',
    rule: 'FIDE C.04.2 to dovoluje, dokud není vylosováno 4. kolo.',
    submit: 'Přečíslovat podle ratingu',
    done: 'Startovní listina je přečíslovaná podle ratingu.',
  },
  names: {
    game: {
      'tri-d-chess': 'Trojrozměrné šachy (turnajová pravidla Jense Medera)',
      drakoburg: 'Drakoburg (Dračí šachy)',
    },
    system: {
      dutch: 'Švýcarský systém FIDE (holandský)',
      'round-robin': 'Každý s každým (Bergerovy tabulky)',
      'double-round-robin': 'Každý s každým dvoukolově (Bergerovy tabulky)',
    },
  },
};
