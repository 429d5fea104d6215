/** TRF-16 player lines written column by column, for the rating tests' small events. */

export interface TrfPlayer {
  readonly no: number;
  readonly name: string;
  readonly rating?: number;
  readonly fideId?: string;
  /** As TRF writes it: `1990/05/17`, or `2010/00/00` for a year only. */
  readonly birth?: string;
  readonly points: number;
  /** Each round as `opponent colour result`, e.g. `2 w 1`, `0 - H`. */
  readonly rounds: readonly string[];
}

const pad = (s: string, n: number, right = false) => (right ? s.padStart(n) : s.padEnd(n));

/** A 001 line: start number 5–8, name 15–47, rating 49–52, FIDE id 58–68, birth 70–79, points 81–84. */
export function playerLine(p: TrfPlayer): string {
  let line =
    `001 ${pad(String(p.no), 4, true)} m    ${pad(p.name, 33)} ` +
    `${pad(p.rating === undefined ? '' : String(p.rating), 4, true)} GER ` +
    `${pad(p.fideId ?? '', 11, true)} ${pad(p.birth ?? '', 10)} ` +
    `${pad(p.points.toFixed(1), 4, true)}     `;
  for (const r of p.rounds) {
    const [opp, colour, result] = r.split(' ');
    line += `  ${pad(opp === '0' ? '0000' : opp, 4, true)} ${colour} ${result}`;
  }
  return line;
}

/** A whole TRF: header records, then the players. */
export function trf(header: readonly string[], players: readonly TrfPlayer[]): string {
  return `${[...header, ...players.map(playerLine)].join('\n')}\n`;
}
