import type { RangeOrigin } from '../../core';

/**
 * Where the range argument of a custom function starts in the user's sheet, read from the
 * calling cell's formula (`=SONNEBORN_BERGER(B2:I8)` → B2), so that errors can name the cell the
 * user sees. Returns undefined when the argument is not a plain A1 range (a named range, an
 * array literal, another function's result): errors then fall back to positions in the range.
 */
export function originFromFormula(formula: string, argument = 0): RangeOrigin | undefined {
  const open = formula.indexOf('(');
  if (open < 0) return undefined;
  const args = splitArguments(formula.slice(open + 1));
  const arg = args[argument];
  if (arg === undefined) return undefined;
  const m =
    /^(?:(?:'((?:[^']|'')+)'|([A-Za-z0-9_.]+))!)?\$?([A-Za-z]{1,3})\$?(\d+)(?::\$?[A-Za-z]{1,3}\$?\d+)?$/.exec(
      arg.trim(),
    );
  if (!m) return undefined;
  const sheet = m[1] !== undefined ? m[1].replace(/''/g, "'") : m[2];
  return { row: Number(m[4]), col: columnNumber(m[3]), ...(sheet ? { sheet } : {}) };
}

function columnNumber(letters: string): number {
  let n = 0;
  for (const ch of letters.toUpperCase()) n = n * 26 + (ch.charCodeAt(0) - 64);
  return n;
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
