/**
 * The input of one conformance case, cut from a stored tournament exactly as the fixture's
 * `cut_round.py` does (see test/fixtures/pairing/README.md): in every 001 line keep round blocks
 * 1..k-1, keep block k only when it marks the player as not available, set the score (columns
 * 81–84) to the points of rounds 1..k-1 and the rank (86–89) to the place after round k-1.
 */
const FIRST = 91;
const WIDTH = 10;
export const POINTS: Record<string, number> = {
  '1': 10,
  W: 10,
  '+': 10,
  F: 10,
  U: 10,
  '=': 5,
  D: 5,
  H: 5,
};

export interface Block {
  readonly opp: number;
  readonly colour: string;
  readonly result: string;
}

export function block(line: string, r: number): Block | null {
  const from = FIRST + WIDTH * (r - 1);
  const s = line.slice(from, from + 8);
  if (s.trim() === '') return null;
  const t = s.padEnd(8);
  const opp = t.slice(0, 4).trim();
  return { opp: opp ? Number(opp) : 0, colour: t[5], result: t[7].toUpperCase() };
}

function unavailable(b: Block | null): boolean {
  return b !== null && b.opp === 0 && 'HFZ-'.includes(b.result);
}

function fmtScore(tenths: number): string {
  return `${Math.floor(tenths / 10)}.${tenths % 10}`.padStart(4);
}

export function cutRound(text: string, k: number): string {
  const lines = text.split('\n');
  const players = new Map<number, { head: string; kept: string[]; score: number }>();
  for (const l of lines) {
    if (!l.startsWith('001')) continue;
    const id = Number(l.slice(4, 8));
    const kept: string[] = [];
    let score = 0;
    for (let r = 1; r < k; r++) {
      kept.push(l.slice(FIRST + WIDTH * (r - 1) - 2, FIRST + WIDTH * r - 2).padEnd(WIDTH));
      const b = block(l, r);
      if (b) score += POINTS[b.result] ?? 0;
    }
    if (unavailable(block(l, k)))
      kept.push(l.slice(FIRST + WIDTH * (k - 1) - 2, FIRST + WIDTH * k - 2));
    players.set(id, { head: l.slice(0, FIRST - 2).padEnd(FIRST - 2), kept, score });
  }
  const order = [...players.keys()].sort(
    (a, b) => (players.get(b)?.score ?? 0) - (players.get(a)?.score ?? 0) || a - b,
  );
  const rank = new Map(order.map((id, i) => [id, i + 1] as const));
  const out = lines.map(l => {
    if (!l.startsWith('001')) return l;
    const p = players.get(Number(l.slice(4, 8)));
    if (!p) return l;
    const line = `${p.head.slice(0, 80)}${fmtScore(p.score)} ${String(rank.get(Number(l.slice(4, 8)))).padStart(4)}${p.kept.join('')}`;
    return line.trimEnd();
  });
  while (out.length > 0 && out[out.length - 1] === '') out.pop();
  return `${out.join('\n')}\n`;
}

/** Expected rounds of a tournament: round → rows `[board, white, black]` as in rounds.tsv. */
export function expectedRounds(tsv: string): Map<number, string[][]> {
  const rounds = new Map<number, string[][]>();
  for (const row of tsv.split('\n').slice(1)) {
    if (row.trim() === '') continue;
    const [r, bd, w, b] = row.split('\t');
    const list = rounds.get(Number(r)) ?? [];
    list.push([bd, w, b]);
    rounds.set(Number(r), list);
  }
  return rounds;
}
