import type { CharCodes } from '../../../src/core/readers/trf/lines';

/** True when `codes` are `text`'s CharCodes: the code below 128, 128 or more for the others. */
export function describesText(codes: CharCodes, text: string): boolean {
  if (codes.length !== text.length) return false;
  for (let k = 0; k < text.length; k++) {
    const c = text.charCodeAt(k);
    if (c < 128 ? codes[k] !== c : codes[k] < 128) return false;
  }
  return true;
}
