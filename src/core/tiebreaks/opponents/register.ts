/** Registers the tie-breaks based on the opponents' results (C.07 Art. 8, 9). */
import { registerTiebreak } from '../registry';
import { AVERAGE_OF_BUCHHOLZ } from './averageBuchholz';
import { BUCHHOLZ, FORE_BUCHHOLZ } from './buchholz';
import { KOYA } from './koya';
import { SONNEBORN_BERGER } from './sonnebornBerger';

for (const def of [BUCHHOLZ, FORE_BUCHHOLZ, AVERAGE_OF_BUCHHOLZ, SONNEBORN_BERGER, KOYA])
  registerTiebreak(def);
