/** Registers the tie-breaks based on the opponents' results (C.07 Art. 8, 9). */
import { registerTiebreak } from '../registry';
import { BUCHHOLZ, FORE_BUCHHOLZ } from './buchholz';
import { SONNEBORN_BERGER } from './sonnebornBerger';

registerTiebreak(BUCHHOLZ);
registerTiebreak(FORE_BUCHHOLZ);
registerTiebreak(SONNEBORN_BERGER);
