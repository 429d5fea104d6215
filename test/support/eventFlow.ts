/**
 * A Swiss run from *New Swiss…* as an organiser runs it, for the end-to-end tests over the fake
 * (test/server/eventFlow.test.ts) and in Chromium (test/browser/eventFlow.test.ts): the field,
 * the results typed, and the test's own record of the event written as a TRF-16, so that every
 * expectation comes from the rules and the engine, not from the sheet the add-on wrote.
 *
 * The field is listed in the order FIDE C.04.2's initial ranking gives it, worked out by hand:
 * rating; on equal rating the title (GM, IM, WGM, FM, WIM, CM, WFM, WCM, none); then the name.
 */
export interface Entrant {
  readonly name: string;
  readonly rating?: number;
  readonly title?: string;
  readonly fed: string;
  readonly sex: 'm' | 'w';
}

const e = (
  name: string,
  rating: number | undefined,
  title: string | undefined,
  fed: string,
  sex: 'm' | 'w',
): Entrant => ({
  name,
  ...(rating !== undefined ? { rating } : {}),
  ...(title !== undefined ? { title } : {}),
  fed,
  sex,
});

/** 30 players in initial-ranking order (pairing number = index + 1). */
export const FIELD: readonly Entrant[] = [
  e('Adler, Paul', 2410, 'GM', 'GER', 'm'),
  // 2350: IM before WGM.
  e('Brandt, Kai', 2350, 'IM', 'GER', 'm'),
  e('Weiss, Ute', 2350, 'WGM', 'AUT', 'w'),
  // 2280: FM before WIM.
  e('Keller, Jonas', 2280, 'FM', 'GER', 'm'),
  e('Novak, Petra', 2280, 'WIM', 'CZE', 'w'),
  // 2200: CM before the untitled, who go by name.
  e('Berg, Lena', 2200, 'CM', 'GER', 'w'),
  e('Arndt, Tom', 2200, undefined, 'GER', 'm'),
  e('Zuse, Max', 2200, undefined, 'GER', 'm'),
  e('Fischer, Eva', 2150, undefined, 'GER', 'w'),
  e('Graf, Leo', 2120, undefined, 'SUI', 'm'),
  e('Hahn, Rita', 2090, 'WFM', 'GER', 'w'),
  e('Ilic, Goran', 2060, undefined, 'SRB', 'm'),
  e('Jung, Otto', 2030, undefined, 'GER', 'm'),
  e('Kuhn, Anna', 2000, undefined, 'GER', 'w'),
  e('Lange, Felix', 1970, undefined, 'GER', 'm'),
  e('Meyer, Sven', 1940, undefined, 'GER', 'm'),
  e('Nagel, Jan', 1910, undefined, 'NED', 'm'),
  e('Ott, Clara', 1880, undefined, 'GER', 'w'),
  e('Pohl, Erik', 1850, undefined, 'GER', 'm'),
  e('Quast, Ben', 1820, undefined, 'GER', 'm'),
  e('Roth, Mia', 1790, undefined, 'GER', 'w'),
  e('Seidel, Tim', 1760, undefined, 'GER', 'm'),
  e('Thiel, Noah', 1730, undefined, 'GER', 'm'),
  e('Ulrich, Lea', 1700, undefined, 'GER', 'w'),
  e('Vogt, Paul', 1650, undefined, 'GER', 'm'),
  e('Wolf, Ida', 1600, undefined, 'GER', 'w'),
  e('Ebert, Uwe', 1500, undefined, 'GER', 'm'),
  // Unrated: WCM before the untitled, then by name.
  e('Krause, Ida', undefined, 'WCM', 'GER', 'w'),
  e('Albers, Nina', undefined, undefined, 'GER', 'w'),
  e('Zander, Ole', undefined, undefined, 'GER', 'm'),
];

/** The order the organiser types the field in: not the ranking (every third, from the end). */
export function typingOrder(field: readonly Entrant[]): Entrant[] {
  const out: Entrant[] = [];
  for (let start = 2; start >= 0; start--) {
    for (let i = field.length - 1 - start; i >= 0; i -= 3) out.push(field[i]);
  }
  return out;
}

/** A result for a board, varied by round and board (every result of the dropdown appears). */
export function resultFor(round: number, board: number): string {
  if (round === 2 && board === 3) return '+:-';
  if (round === 4 && board === 7) return '-:+';
  if (round === 3 && board === 12) return '-:-';
  return ['1-0', '1-0', '½-½', '0-1', '1-0'][(round * 7 + board) % 5];
}

/** One round of a player in the test's own record. */
export type Entry =
  | {
      readonly kind: 'game';
      readonly opponent: string;
      readonly colour: 'w' | 'b';
      readonly result: string;
    }
  | { readonly kind: 'bye' | 'half-bye' | 'absent' };

/** The event as the test records it: per player, per round. */
export class EventRecord {
  readonly rounds = new Map<string, Map<number, Entry>>();

  private of(name: string): Map<number, Entry> {
    let m = this.rounds.get(name);
    if (!m) {
      m = new Map();
      this.rounds.set(name, m);
    }
    return m;
  }

  game(round: number, white: string, black: string, result: string): void {
    const side: Record<string, [string, string]> = {
      '1-0': ['1', '0'],
      '0-1': ['0', '1'],
      '½-½': ['=', '='],
      '+:-': ['+', '-'],
      '-:+': ['-', '+'],
      '-:-': ['-', '-'],
    };
    const [w, b] = side[result];
    this.of(white).set(round, { kind: 'game', opponent: black, colour: 'w', result: w });
    this.of(black).set(round, { kind: 'game', opponent: white, colour: 'b', result: b });
  }

  solo(round: number, name: string, kind: 'bye' | 'half-bye' | 'absent'): void {
    this.of(name).set(round, { kind });
  }

  /**
   * TRF-16 of the event: players numbered as `order` (pairing number = index + 1), rounds
   * 1..`played`, and for round `played + 1` the players not to be paired (`unavailable`).
   */
  trf(
    order: readonly Entrant[],
    played: number,
    colour: 'w' | 'b',
    unavailable: ReadonlyMap<string, 'half-bye' | 'absent'> = new Map(),
  ): string {
    const nr = new Map(order.map((p, i) => [p.name, i + 1] as const));
    const points = { '1': 2, '+': 2, '=': 1, '0': 0, '-': 0 } as Record<string, number>;
    const lines = order.map((p, i) => {
      const rounds = this.rounds.get(p.name) ?? new Map<number, Entry>();
      let half = 0;
      const blocks: string[] = [];
      for (let r = 1; r <= played; r++) {
        const x = rounds.get(r) ?? { kind: 'absent' as const };
        if (x.kind === 'game') {
          half += points[x.result];
          blocks.push(`${String(nr.get(x.opponent)).padStart(4)} ${x.colour} ${x.result}`);
        } else if (x.kind === 'bye') {
          half += 2;
          blocks.push('0000 - U');
        } else if (x.kind === 'half-bye') {
          half += 1;
          blocks.push('0000 - H');
        } else {
          // Absent, withdrawn or not yet entered: a zero-point bye (C.07 Art. 16.1).
          blocks.push('0000 - Z');
        }
      }
      const next = unavailable.get(p.name);
      if (next) blocks.push(next === 'half-bye' ? '0000 - H' : '0000 - Z');
      const head =
        `001 ${String(i + 1).padStart(4)} ${p.sex}${(p.title ?? '').padStart(3)} ` +
        `${p.name.padEnd(33)} ${String(p.rating ?? '').padStart(4)} ${p.fed.padEnd(3)} ` +
        `${''.padStart(11)} ${''.padEnd(10)} ${(half / 2).toFixed(1).padStart(4)} ${String(i + 1).padStart(4)}`;
      return head + blocks.map(b => `  ${b}`).join('');
    });
    return [
      '012 Club Open',
      ...lines,
      'XXR 7',
      `XXC ${colour === 'w' ? 'white1' : 'black1'}`,
      '',
    ].join('\n');
  }
}
