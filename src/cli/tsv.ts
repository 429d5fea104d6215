/**
 * TSV as the commands write it, in a module of its own: the pairing commands' bundles take it
 * without output.ts, whose standings tables bring in the tie-breaks (and their registrations, run
 * when a bundle loads).
 */
export function toTsv(table: string[][]): string {
  return table.map(r => r.map(tsvField).join('\t')).join('\n') + '\n';
}

/**
 * A field as TSV writes it: a tab or newline inside a name would break the columns, and TSV has
 * no quoting, so they are flattened (most fields have none).
 */
export function tsvField(f: string): string {
  // Three native searches: a character loop here would run for every name of the table.
  if (f.indexOf('\t') < 0 && f.indexOf('\n') < 0 && f.indexOf('\r') < 0) return f;
  return f.replace(/[\t\r\n]+/g, ' ');
}
