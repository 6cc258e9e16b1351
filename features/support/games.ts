/**
 * The games the specs can play, by id and alias. A game package adds itself here with one line.
 */
import { GameRegistry } from '@arbiter/kernel';

export const games = new GameRegistry();
