/**
 * The games the specs can play, by id and alias. A game package adds itself here with one line.
 */
import { GameRegistry } from '@arbiter/kernel';
import { drakoburg } from '@arbiter/drakoburg';
import { triDChess } from '@arbiter/tri-d-chess';

export const games = new GameRegistry().register(triDChess).register(drakoburg);
