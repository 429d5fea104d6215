/** Registers the team tie-break families: one import line each. */
import './totals';
import './extendedSb';
import './boards';
import './berliner';
import './directEncounter';
import './sssc';
import './olympiad';
