export type Delimiter = ',' | ';' | '\t';

/**
 * Splits CSV/TSV text (a sheet saved as CSV) into a grid of strings, RFC 4180 quoting.
 * The delimiter is guessed when not given: German spreadsheets save with `;` because `,` is
 * their decimal separator, so the candidate that splits the first lines most consistently wins.
 * Trailing empty lines are dropped; rows are padded to the widest row so readers see a rectangle
 * (a CSV export has no ragged rows, only omitted trailing empties).
 */
export function parseDelimited(text: string, delimiter?: Delimiter): string[][] {
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const sep = delimiter ?? guessDelimiter(body);
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  let i = 0;
  while (i < body.length) {
    const ch = body[i];
    if (quoted) {
      if (ch === '"') {
        if (body[i + 1] === '"') {
          field += '"';
          i += 2;
          continue;
        }
        quoted = false;
        i++;
        continue;
      }
      field += ch;
      i++;
      continue;
    }
    if (ch === '"' && field === '') {
      quoted = true;
      i++;
    } else if (ch === sep) {
      row.push(field);
      field = '';
      i++;
    } else if (ch === '\r' || ch === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i += ch === '\r' && body[i + 1] === '\n' ? 2 : 1;
    } else {
      field += ch;
      i++;
    }
  }
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  while (rows.length > 0 && rows[rows.length - 1].every(f => f.trim() === '')) rows.pop();
  const width = rows.reduce((w, r) => Math.max(w, r.length), 0);
  for (const r of rows) while (r.length < width) r.push('');
  return rows;
}

function guessDelimiter(text: string): Delimiter {
  const lines = text
    .split(/\r?\n/)
    .filter(l => l.trim() !== '')
    .slice(0, 20);
  let best: Delimiter = ',';
  let bestScore = -1;
  for (const d of ['\t', ';', ','] as const) {
    const counts = lines.map(l => countOutsideQuotes(l, d));
    const min = Math.min(...counts);
    if (min === 0) continue;
    const consistent = counts.filter(c => c === counts[0]).length;
    const score = consistent * 1000 + min;
    if (score > bestScore) {
      bestScore = score;
      best = d;
    }
  }
  return best;
}

function countOutsideQuotes(line: string, d: string): number {
  let n = 0;
  let q = false;
  for (const ch of line) {
    if (ch === '"') q = !q;
    else if (!q && ch === d) n++;
  }
  return n;
}
