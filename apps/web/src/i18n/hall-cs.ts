/** Czech texts of the hall screen (same keys as hall-en.ts, checked by the type). */
import type { hallEn } from './hall-en';

export const hallCs: typeof hallEn = {
  hall: {
    title: 'Obrazovka pro sál',
    open: 'Obrazovka pro sál (projektor)',
    openHelp:
      'Nalosování podle šachovnic i podle abecedy, výsledky hned po zapsání, stránky se střídají samy.',
    byBoard: 'Nalosování podle šachovnic',
    byName: 'Hráči podle abecedy',
    part: '({{index}}/{{of}})',
    board: 'Šach.',
    colour: 'Barva',
    white: 'Bílé',
    black: 'Černé',
    seat: {
      pab: 'Volno',
      half: 'Volno za ½ bodu',
      full: 'Volno za 1 bod',
      zero: 'Volno za 0 bodů',
      rest: 'Nehraje',
    },
    follow: 'Sledujte živě',
    qr: 'QR kód veřejných stránek: {{url}}',
    loopback:
      'Tento kód vede jen na tento počítač (127.0.0.1): telefony ho neotevřou. Spusťte server bez HOST=127.0.0.1, nebo nastavte ARBITER_PUBLIC_URL.',
    unpublished: 'Turnaj není zveřejněn: tuto obrazovku otevře jen pořadatel a rozhodčí.',
    results: 'Výsledky: {{done}} z {{total}}',
    pages: 'Stránky',
    pageOf: 'Stránka {{page}} z {{of}}',
    previous: 'Předchozí stránka',
    next: 'Další stránka',
    pause: 'Zastavit',
    resume: 'Pokračovat',
  },
};
