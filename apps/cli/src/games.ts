/**
 * The games the CLI knows. A game package registers here with one line.
 */
import { GameRegistry } from '@arbiter/kernel';
import { drakoburg } from '@arbiter/drakoburg';
import { triDChess } from '@arbiter/tri-d-chess';

/** Every game `arbiter` can play, by id and alias. */
export const games = new GameRegistry().register(triDChess).register(drakoburg);
