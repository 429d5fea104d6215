/* What reading a TRF export must give back, and the standings it must keep, for the round-trip tests. */
import { totalPoints } from '../../../src/core/model/points';
import type { Participant, RoundEntry, Tournament } from '../../../src/core/model/types';
import { systemOf } from '../../../src/core/readers/trf/system';
import { findTiebreak, rankStandings, registeredNames } from '../../../src/core/tiebreaks';

/**
 * A round as TRF keeps it: there is no code for withdrawn or not yet joined (both are zero-point
 * byes, `Z`, scored alike by C.07 Art. 16.1), and no field for the board or the way an individual
 * game ended.
 */
function roundAfterExport(e: RoundEntry): RoundEntry {
  if (e.kind === 'withdrawn' || e.kind === 'not-joined') return { kind: 'zero-bye' };
  const copy: Record<string, unknown> = { ...e };
  delete copy.board;
  delete copy.end;
  return copy as unknown as RoundEntry;
}

/**
 * A participant as TRF keeps them: no club field; points and rank are mandatory fields: the rank
 * the export was given (`rank`: the standings' rank, as the command line and the sidebar write
 * it), else the printed one, else the rank by points (ties sharing it: 1 + the number with more
 * points).
 */
function participantAfterExport(p: Participant, t: Tournament, rank?: number): Participant {
  const points = totalPoints(p, t.pointSystem);
  const ahead = t.participants.filter(q => totalPoints(q, t.pointSystem) > points).length;
  const copy: Record<string, unknown> = {
    ...p,
    declaredPoints: points,
    declaredRank: rank ?? p.declaredRank ?? ahead + 1,
    rounds: p.rounds.map(roundAfterExport),
  };
  delete copy.club;
  return copy as unknown as Participant;
}

/**
 * The individual tournament that reading the export of `t` must give. Beside the rounds above:
 * when the type text does not say the system the tournament is counted as, the export says it
 * (as text added to 092), and an encoded type (192) naming another system is left out.
 */
export function afterExport(t: Tournament, ranks?: readonly number[]): Tournament {
  if (t.teams !== undefined && t.teams.length > 0) throw new Error('individual events only');
  const coded = t.typeCode === undefined ? undefined : systemOf(t.typeCode, undefined);
  const typeCode =
    coded !== undefined && t.system !== undefined && coded !== t.system ? undefined : t.typeCode;
  const typeText =
    t.system === undefined || systemOf(typeCode, t.typeText) === t.system
      ? t.typeText
      : expect.stringMatching(
          new RegExp(
            `^${t.typeText === undefined ? 'Individual: ' : `${escape(t.typeText)} \\(`}${t.system === 'swiss' ? 'Swiss-System' : 'Round Robin'}\\)?$`,
          ),
        );
  // NRS records need a 172 record: `OTHER` (uncodified) with the records' federation.
  const national = t.participants.some(p => p.nationalRating !== undefined);
  const nationalRatingMethod =
    t.nationalRatingMethod ?? (national ? expect.stringMatching(/^[A-Z]{3} OTHER$/) : undefined);
  // Stated Berger rounds are a TRF's rounds like any other.
  const { roundOrder: _stated, ...rest } = t;
  return {
    ...rest,
    typeCode,
    typeText,
    nationalRatingMethod,
    participants: t.participants.map((p, i) => participantAfterExport(p, t, ranks?.[i])),
  };
}

function escape(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Every registered tie-break under its own name, and the common modified forms. */
export const EVERY_CODE: readonly string[] = [
  ...registeredNames().filter(n => findTiebreak(n)?.name === n),
  'BH/C1',
  'BH/C2',
  'BH/M1',
  'SB/C1',
  'ARO/C1',
  'PS/C1',
  'AOB/F',
];

/** The standings by one code, or the message of the error computing them gives. */
function standingsBy(t: Tournament, code: string): unknown {
  try {
    return rankStandings(t, [code], { system: t.system, unratedRating: 1400 });
  } catch (e) {
    return { error: (e as Error).message };
  }
}

/** The standings for every code (but `except`), to compare a source with its export. */
export function everyStandings(t: Tournament, except?: string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const code of EVERY_CODE) if (code !== except) out[code] = standingsBy(t, code);
  return out;
}

/**
 * The tournament without the way games ended (Lechenicher Wertung reads it; TRF has no field for
 * it, so every game of an export ended regularly).
 */
export function withoutGameEnds(t: Tournament): Tournament {
  return {
    ...t,
    participants: t.participants.map(p => ({
      ...p,
      rounds: p.rounds.map(e => {
        if (!('end' in e)) return e;
        const copy: Record<string, unknown> = { ...e };
        delete copy.end;
        return copy as unknown as RoundEntry;
      }),
    })),
  };
}
