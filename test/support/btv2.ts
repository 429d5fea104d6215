/**
 * B-TV2 of spec club-systems.md (4 teams × 4 boards, single round robin, verified there with
 * TieBreakServer): its matches as the spec lists them, and the sheet ranges tests build from them.
 */

/** Round, home, away, and the boards 1–4 from the home team's view (W/D/L), as in the spec. */
export const BTV2_MATCHES: readonly (readonly [number, string, string, string])[] = [
  [1, 'T1', 'T2', 'DWLD'],
  [1, 'T3', 'T4', 'LWWD'],
  [2, 'T1', 'T3', 'LWWD'],
  [2, 'T2', 'T4', 'WDDL'],
  [3, 'T1', 'T4', 'WLLD'],
  [3, 'T2', 'T3', 'WDLW'],
];

/** A board's letter as a result from the home side. */
export const BTV2_RESULT: Readonly<Record<string, string>> = { W: '1-0', D: '½-½', L: '0-1' };

/** A German match list, one row per board with round, teams and players on every row (A1:G25). */
export function btv2MatchList(): (string | number)[][] {
  const grid: (string | number)[][] = [
    ['Runde', 'Heim', 'Gast', 'Brett', 'Heimspieler', 'Gastspieler', 'Ergebnis'],
  ];
  for (const [round, home, away, boards] of BTV2_MATCHES) {
    [...boards].forEach((r, b) =>
      grid.push([round, home, away, b + 1, `${home}B${b + 1}`, `${away}B${b + 1}`, BTV2_RESULT[r]]),
    );
  }
  return grid;
}

/** The crosstable of board points (row team against column team), as organisers type it (A1:F5). */
export function btv2Crosstable(): (string | number)[][] {
  return [
    ['Nr', 'Mannschaft', '1', '2', '3', '4'],
    [1, 'T1', '**', 2, '2½', '1,5'],
    [2, 'T2', 2, '**', '2.5', 2],
    [3, 'T3', '1½', '1½', '**', '2,5'],
    [4, 'T4', '2½', 2, '1.5', '**'],
  ];
}
