/**
 * Registration of the rating tie-breaks (C.07 Art. 10), direct encounter (Art. 6) and the club
 * systems (RBH, SOR, DWZP, SWIN, SWINB, LECH, LOT): one import line in index.ts.
 */
import './ratings/register';
import './directEncounterRegister';
import './club/register';
