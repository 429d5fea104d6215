import type { RangeOrigin } from '../../core';
import { parseRange } from './rangeText';

/**
 * Where the range argument of a custom function starts in the user's sheet, read from the
 * calling cell's formula (`=SONNEBORN_BERGER(B2:I8)` → B2), so that errors can name the cell the
 * user sees, also for open ranges (`Swiss!A:E` starts at A1). Returns undefined when the argument
 * is not a range (a named range, an array literal, another function's result): errors then fall
 * back to positions in the range.
 */
export function originFromFormula(formula: string, argument = 0): RangeOrigin | undefined {
  const open = formula.indexOf('(');
  if (open < 0) return undefined;
  const args = splitArguments(formula.slice(open + 1));
  const arg = args[argument];
  if (arg === undefined) return undefined;
  const r = parseRange(arg);
  if (r === null) return undefined;
  return { row: r.top, col: r.left, ...(r.sheet !== null ? { sheet: r.sheet } : {}) };
}

/** Top-level arguments of a call, honouring quotes, nested parentheses and `;` or `,` separators. */
function splitArguments(s: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let cur = '';
  let quote: string | null = null;
  for (const ch of s) {
    if (quote) {
      cur += ch;
      if (ch === quote) quote = null;
      continue;
    }
    if (ch === '"' || ch === "'") {
      quote = ch;
      cur += ch;
    } else if (ch === '(' || ch === '{') {
      depth++;
      cur += ch;
    } else if (ch === ')' || ch === '}') {
      if (depth === 0) {
        out.push(cur);
        return out;
      }
      depth--;
      cur += ch;
    } else if ((ch === ';' || ch === ',') && depth === 0) {
      out.push(cur);
      cur = '';
    } else {
      cur += ch;
    }
  }
  out.push(cur);
  return out;
}
