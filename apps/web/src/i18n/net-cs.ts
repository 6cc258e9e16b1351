/** Czech texts of the connection (same keys as net-en.ts). */
import type { netEn } from './net-en';

export const netCs: typeof netEn = {
  net: {
    http: 'Server odpověděl stavem {{status}}.',
    live: 'Živě',
    lost: 'Spojení ztraceno, připojuji znovu…',
    connecting: 'Připojuji…',
  },
};
