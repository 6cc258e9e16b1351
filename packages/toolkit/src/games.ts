/**
 * The games Arbiter plays. A game package registers here with one line; the CLI, the server,
 * the specs and the docs all take their list from here.
 */
import { GameRegistry } from '@arbiter/kernel';
import { drakoburg } from '@arbiter/drakoburg';
import { triDChess } from '@arbiter/tri-d-chess';

/** Every game, by id and alias. */
export const games = new GameRegistry().register(triDChess).register(drakoburg);
