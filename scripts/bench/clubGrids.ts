/**
 * Sheet ranges of club competitions for the bench: a league match list (board by board) and a
 * Keizer results list with absences. Results come from a seeded generator, so every run times
 * the same work.
 */
type Row = (string | number)[];

function rng(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

function result(r: number): string {
  return r < 0.4 ? '1-0' : r < 0.7 ? '½-½' : '0-1';
}

/** A double round robin of `teams` teams (even) on `boards` boards, as a match list. */
export function leagueMatchList(teams: number, boards: number): Row[] {
  const random = rng(11);
  const rows: Row[] = [['Round', 'Home', 'Away', 'Board', 'Home player', 'Away player', 'Result']];
  const ids = Array.from({ length: teams }, (_, i) => i);
  const single = teams - 1;
  for (let round = 0; round < 2 * single; round++) {
    // Circle method: the first team stays, the others rotate by one each round.
    const k = round % single;
    const order = [ids[0], ...ids.slice(1).map((_, i) => ids[1 + ((i + k) % single)])];
    for (let m = 0; m < teams / 2; m++) {
      let [home, away] = [order[m], order[teams - 1 - m]];
      if (round >= single) [home, away] = [away, home];
      for (let b = 1; b <= boards; b++) {
        rows.push([
          round + 1,
          `Team ${home + 1}`,
          `Team ${away + 1}`,
          b,
          `P${home + 1}.${b}`,
          `P${away + 1}.${b}`,
          result(random()),
        ]);
      }
    }
  }
  return rows;
}

/** A Keizer season: `players` members, `rounds` evenings, about one in six absent each evening. */
export function keizerResults(players: number, rounds: number): Row[] {
  const random = rng(5);
  const rows: Row[] = [['Round', 'Board', 'White', 'Black', 'Result']];
  for (let round = 1; round <= rounds; round++) {
    const present: number[] = [];
    for (let p = 0; p < players; p++) {
      if (random() < 1 / 6) rows.push([round, '', `Player ${p + 1}`, '', 'excused']);
      else present.push(p);
    }
    for (let i = present.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [present[i], present[j]] = [present[j], present[i]];
    }
    let board = 1;
    for (let i = 0; i + 1 < present.length; i += 2) {
      rows.push([
        round,
        board++,
        `Player ${present[i] + 1}`,
        `Player ${present[i + 1] + 1}`,
        result(random()),
      ]);
    }
    if (present.length % 2 === 1) {
      rows.push([round, '', `Player ${present[present.length - 1] + 1}`, '', 'bye']);
    }
  }
  return rows;
}
