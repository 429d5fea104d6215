import { packedRoundsOf } from '../../../src/core/model/packedRounds';
import type { Tournament } from '../../../src/core/model/types';
import { readTrf, writeTrf16 } from '../../../src/core/readers/trf';
import { computeTiebreaks } from '../../../src/core/tiebreaks';
import { createContext } from '../../../src/core/tiebreaks/context';
import { randomSwiss } from '../tiebreaks/random';

/*
 * The TRF reader hands its rounds to the tie-breaks packed, and builds each participant's entries
 * only when asked. Both must say the same as the entries: the round table read from the packed
 * rounds equals the one read entry by entry from a copy of the tournament (its own participants,
 * which have no packed rounds).
 */
function entryByEntry(t: Tournament): Tournament {
  return { ...t, participants: t.participants.map(p => ({ ...p, rounds: [...p.rounds] })) };
}

describe('packed TRF rounds', () => {
  const cases = [1, 2, 3, 4, 5].map(seed => {
    const source = randomSwiss(17 + seed * 6, 5 + seed, seed, { unplayed: true });
    return readTrf(writeTrf16(source)).tournament;
  });

  it('are left for the participants of an individual event, and only for them', () => {
    for (const t of cases) {
      expect(packedRoundsOf(t.participants)).toBeDefined();
      expect(packedRoundsOf(entryByEntry(t).participants)).toBeUndefined();
    }
  });

  it.each([undefined, 1, 3])(
    'give the round table the entries give (after round %s)',
    afterRound => {
      for (const t of cases) {
        const packed = createContext(t, { afterRound });
        const entries = createContext(entryByEntry(t), { afterRound });
        expect(packedRoundsOf(entryByEntry(t).participants)).toBeUndefined();
        expect(packed.table).toEqual(entries.table);
        expect(packed.colour).toEqual(entries.colour);
        expect(packed.rated).toEqual(entries.rated);
        expect(packed.heldBy).toEqual(entries.heldBy);
        expect(packed.heldRounds).toBe(entries.heldRounds);
      }
    },
  );

  it('give the context the start numbers startNumbers reads from the participants', () => {
    for (const t of cases) {
      const packed = createContext(t);
      const entries = createContext(entryByEntry(t));
      expect(packedRoundsOf(t.participants)?.numbers).toBeDefined();
      expect(Array.from(packed.startNo)).toEqual(t.participants.map(p => p.startNo));
      expect(packed.startNoRising).toBe(true);
      const max = t.participants.length + 2;
      for (let no = -1; no <= max; no++) expect(packed.indexOf(no)).toBe(entries.indexOf(no));
      expect(packed.indexOf(1.5)).toBe(-1);
    }
  });

  it('give the tie-breaks the entries give', () => {
    const codes = ['BH/C1', 'BH', 'SB', 'PS', 'DE', 'WIN', 'BWG', 'AOB', 'FB', 'KS', 'ARO'];
    for (const t of cases) {
      expect(computeTiebreaks(t, codes)).toEqual(computeTiebreaks(entryByEntry(t), codes));
    }
  });

  it("build each participant's entries once, seen like any other property", () => {
    const source = randomSwiss(30, 7, 9, { unplayed: true });
    const read = readTrf(writeTrf16(source)).tournament;
    // Asked twice, a participant's entries are the same array.
    expect(read.participants[3].rounds).toBe(read.participants[3].rounds);
    expect({ ...read.participants[3] }.rounds).toEqual(read.participants[3].rounds);
    expect(Object.keys(read.participants[0])).toContain('rounds');
  });

  it('belong to their own event when several are read, and add nothing a copy or JSON sees', () => {
    const sources = [
      randomSwiss(12, 4, 1, { unplayed: false }),
      randomSwiss(15, 5, 2, { unplayed: false }),
    ];
    const first = readTrf(writeTrf16(sources[0])).tournament;
    const second = readTrf(writeTrf16(sources[1])).tournament;
    // Asked after the second event is read, the first one's entries are still its own.
    for (const [read, source] of [
      [first, sources[0]],
      [second, sources[1]],
    ] as const) {
      for (let k = 0; k < source.participants.length; k++)
        expect(read.participants[k].rounds).toEqual(source.participants[k].rounds);
      const p = read.participants[0];
      expect(Object.getOwnPropertyNames(p)).toEqual(Object.keys(p));
      expect(Object.getOwnPropertySymbols(p)).toEqual([]);
      expect(JSON.parse(JSON.stringify(p))).toEqual({ ...p });
    }
  });
});
