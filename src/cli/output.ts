import {
  descriptionOf,
  explanationIn,
  formatNumber,
  localDecimal,
  localNumber,
  render,
} from '../core';
import type { Explanation, Lang, ReadResult, Standings } from '../core';
import { rosterOf } from '../core/model/lazyParticipants';
import type { CliStandingsWords } from '../core/messages/catalogueTypes';
import * as de from '../core/messages/de';
import * as en from '../core/messages/en';

export { toTsv, tsvField } from './tsv';

/** The words of the text tables, by language: the catalogues' `cliStandings` section. */
export function standingsWords(lang: Lang): CliStandingsWords {
  return lang === 'de' ? de.cliStandings : en.cliStandings;
}

/** One value as printed: plain decimal with '.', empty when the value does not exist. */
function cell(v: number | null): string {
  return v === null ? '' : formatNumber(v);
}

export function standingsTable(read: ReadResult, s: Standings): string[][] {
  // Start numbers and names, without building the participants (lazyParticipants.ts).
  const roster = rosterOf(read.tournament);
  const header = ['Rank', 'StartNo', 'Name', 'PTS', ...s.codes];
  const table: string[][] = [header];
  for (const r of s.rows) {
    const p = roster[r.index];
    const row = [String(r.rank), String(p.startNo), p.name, formatNumber(r.points)];
    for (const v of r.values) row.push(cell(v));
    table.push(row);
  }
  return table;
}

export function toCsv(table: string[][]): string {
  const q = (f: string) => (/[",\r\n]/.test(f) ? `"${f.replace(/"/g, '""')}"` : f);
  return table.map(r => r.map(q).join(',')).join('\n') + '\n';
}

/**
 * The table for reading: in German (`--lang de`) with German headers and decimal commas (3,5);
 * the machine formats (TSV, CSV, JSON, TRF) are the same in every language.
 */
export function toText(
  read: ReadResult,
  s: Standings,
  rulesLine: string,
  lang: Lang = 'en',
): string {
  const t = read.tournament;
  const roster = rosterOf(t);
  const header = [...standingsWords(lang).header, ...s.codes];
  const num = (f: string) => localDecimal(f, lang);
  const rows = s.rows.map(r => {
    const p = roster[r.index];
    return [
      r.place,
      String(p.startNo),
      p.name,
      num(formatNumber(r.points)),
      ...r.values.map(v => num(cell(v))),
    ];
  });
  const all = [header, ...rows];
  const widths = header.map((_, c) => Math.max(...all.map(r => [...r[c]].length)));
  const numeric = header.map((_, c) => c !== 2);
  const line = (r: string[]) =>
    r
      .map((f, c) => (numeric[c] ? f.padStart(widths[c]) : f.padEnd(widths[c])))
      .join('  ')
      .trimEnd();
  const title = t.name ? `${t.name}\n` : '';
  const description = render(descriptionOf(read), lang);
  return `${title}${description}; ${rulesLine}\n\n${all.map(line).join('\n')}\n`;
}

export function toJson(read: ReadResult, s: Standings, rules: string): string {
  const t = read.tournament;
  return (
    JSON.stringify(
      {
        tournament: { name: t.name ?? null, rounds: t.rounds, participants: t.participants.length },
        layout: read.layout,
        rules,
        tiebreaks: s.codes,
        standings: s.rows.map(r => {
          const p = t.participants[r.index];
          return {
            rank: r.rank,
            place: r.place,
            startNo: p.startNo,
            name: p.name,
            rating: p.rating ?? null,
            points: r.points,
            tiebreaks: Object.fromEntries(s.codes.map((c, i) => [c, r.values[i]])),
          };
        }),
      },
      null,
      2,
    ) + '\n'
  );
}

/**
 * How one tie-break was computed: a head line, the summary and a row per round. With `--lang de`
 * the head line and the headers are German and numbers have decimal commas; the summary, results
 * and notes are the core's, said in the same language.
 */
export function explanationText(name: string, explained: Explanation, lang: Lang = 'en'): string {
  const e = explanationIn(explained, lang);
  const w = standingsWords(lang);
  const num = (v: number) => localNumber(v, lang);
  const value = e.value === null ? w.noValue : num(e.value);
  const head = [w.explainHead(e.code, name, value)];
  if (e.summary) head.push(e.summary);
  const table = [
    [...w.explanationHeader],
    ...e.rows.map(r => [
      String(r.round),
      r.opponentName ?? (r.opponent === null ? '–' : String(r.opponent)),
      r.opponentScore === null ? '' : num(r.opponentScore),
      r.result,
      num(r.points),
      (r.contribution === null ? '' : num(r.contribution)) + (r.cut ? w.cut : ''),
      r.note ?? '',
    ]),
  ];
  const widths = table[0].map((_, c) => Math.max(...table.map(r => [...r[c]].length)));
  const lines = table.map(r =>
    r
      .map((f, c) => f.padEnd(widths[c]))
      .join('  ')
      .trimEnd(),
  );
  return `${head.join('\n')}\n${lines.join('\n')}\n`;
}
