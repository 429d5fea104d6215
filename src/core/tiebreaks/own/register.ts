/** Registers the tie-breaks based on the participant's own results (C.07 Art. 7). */
import { registerTiebreak } from '../registry';
import { POINTS } from './points';

registerTiebreak(POINTS);
