import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  packedRoundsOfTournament,
  participantCount,
  rosterOf,
} from '../../../src/core/model/lazyParticipants';
import { packedRoundsOf } from '../../../src/core/model/packedRounds';
import type { Participant, Tournament } from '../../../src/core/model/types';
import { readTrf, writeTrf16 } from '../../../src/core/readers/trf';
import { rankColumns } from '../../../src/core/tiebreaks';
import { randomSwiss } from '../tiebreaks/random';

/*
 * An individual TRF's participants are built when something first reads them
 * (src/core/model/lazyParticipants.ts). Until then the ranking reads the packed rounds and the
 * reader's records; once read, `participants` is a plain data property. Every way of looking at
 * the tournament must see the same participants as if they had been built at once.
 */
const CODES = ['BH/C1', 'BH', 'SB', 'PS', 'DE', 'WIN', 'BWG'];

const pending = (t: Tournament) =>
  typeof Object.getOwnPropertyDescriptor(t, 'participants')?.get === 'function';

/** A copy with participants of its own, their rounds as entries: ranked the general way. */
const entryByEntry = (t: Tournament): Tournament => ({
  ...t,
  participants: t.participants.map(p => ({ ...p, rounds: [...p.rounds] })),
});

describe('participants of an individual TRF', () => {
  const sources = [1, 2, 3].map(seed =>
    randomSwiss(15 + 8 * seed, 5 + seed, seed, { unplayed: true }),
  );
  const texts = sources.map(s => writeTrf16(s));

  it('are not built to rank, and rank as the built ones do', () => {
    texts.forEach(text => {
      const t = readTrf(text).tournament;
      const ranked = rankColumns(t, CODES, { rules: 'fide-2026' });
      expect(pending(t)).toBe(true);
      const general = rankColumns(entryByEntry(readTrf(text).tournament), CODES, {
        rules: 'fide-2026',
      });
      expect(ranked).toEqual(general);
    });
  });

  it('are counted, named and numbered before they are built', () => {
    texts.forEach((text, k) => {
      const t = readTrf(text).tournament;
      const roster = rosterOf(t).map(p => [p.startNo, p.name]);
      expect(participantCount(t)).toBe(sources[k].participants.length);
      expect(packedRoundsOfTournament(t)?.n).toBe(sources[k].participants.length);
      expect(pending(t)).toBe(true);
      expect(roster).toEqual(sources[k].participants.map(p => [p.startNo, p.name]));
    });
  });

  it('become a data property holding one array when first read, in the same place among the keys', () => {
    const t = readTrf(texts[0]).tournament;
    const keys = Object.keys(t);
    const built = t.participants;
    expect(pending(t)).toBe(false);
    expect(Object.getOwnPropertyDescriptor(t, 'participants')).toEqual({
      value: built,
      writable: true,
      enumerable: true,
      configurable: true,
    });
    expect(t.participants).toBe(built);
    expect(Object.keys(t)).toEqual(keys);
    expect(keys.indexOf('participants')).toBe(keys.indexOf('pointSystem') - 1);
    expect(built.map(p => p.startNo)).toEqual(sources[0].participants.map(p => p.startNo));
    // What answered for them before now answers from them.
    expect(participantCount(t)).toBe(built.length);
    expect(rosterOf(t)).toBe(built);
    expect(packedRoundsOfTournament(t)).toBe(packedRoundsOf(built));
    expect(packedRoundsOf(built)).toBeDefined();
  });

  it('are seen alike by JSON, spreads and structured clones, read or not', () => {
    const read = readTrf(texts[1]).tournament;
    const json = JSON.stringify(read);
    expect(JSON.stringify(readTrf(texts[1]).tournament)).toBe(json);
    const spread = { ...readTrf(texts[1]).tournament };
    expect(pending(spread)).toBe(false);
    expect(spread).toEqual(read);
    expect(structuredClone(readTrf(texts[1]).tournament)).toEqual(structuredClone(read));
    expect(JSON.parse(json).participants).toHaveLength(sources[1].participants.length);
  });

  it('give way to participants assigned before they are read', () => {
    const t = readTrf(texts[2]).tournament as { participants: readonly Participant[] } & Tournament;
    const other: Participant[] = [{ startNo: 1, name: 'Other', rounds: [] }];
    t.participants = other;
    expect(t.participants).toBe(other);
    expect(participantCount(t)).toBe(1);
    expect(rosterOf(t)).toBe(other);
    expect(packedRoundsOfTournament(t)).toBeUndefined();
    expect(rankColumns(t, ['BH']).order).toEqual(Int32Array.of(0));
  });

  it('are built once for a tournament frozen before they are read', () => {
    const t = Object.freeze(readTrf(texts[2]).tournament);
    const first = t.participants;
    expect(t.participants).toBe(first);
    expect(first).toHaveLength(sources[2].participants.length);
    expect(participantCount(t)).toBe(first.length);
    expect(packedRoundsOfTournament(t)).toBe(packedRoundsOf(first));
  });
});

describe('participants of a team TRF', () => {
  it("are there at once: their rounds are the team reader's entries", () => {
    const text = readFileSync(join(__dirname, '../../fixtures/teams/changing-lineups.trf'), 'utf8');
    const t = readTrf(text).tournament;
    expect(t.teams).toHaveLength(5);
    expect(pending(t)).toBe(false);
    expect(participantCount(t)).toBe(t.participants.length);
    expect(rosterOf(t)).toBe(t.participants);
  });
});
