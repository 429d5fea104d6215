/** Registers the tie-breaks based on the participant's own results (C.07 Art. 7). */
import { registerTiebreak } from '../registry';
import { BLACK_GAMES, BLACK_WINS, GAMES_WON, ROUNDS_ELECTED, WINS } from './counts';
import { PAIRING_NUMBER } from './pairingNumber';
import { POINTS } from './points';
import { PROGRESSIVE } from './progressive';
import { STANDARD_POINTS } from './standardPoints';

for (const def of [
  POINTS,
  WINS,
  GAMES_WON,
  BLACK_GAMES,
  BLACK_WINS,
  ROUNDS_ELECTED,
  STANDARD_POINTS,
  PAIRING_NUMBER,
  PROGRESSIVE,
]) {
  registerTiebreak(def);
}
