/**
 * The Baku Acceleration Method as the FIDE handbook words it (C.04.5.1, in force in 2026; read on
 * FIDE's SPP pages): the virtual points of every player in every round, worked out from the
 * pairing list, and fed to the Dutch engine as the per-round accelerations it already takes from
 * TRF `XXA` records — so an accelerated round can be written back as `XXA` and paired the same by
 * any engine.
 *
 * - Group A (GA): before round 1 the list of players to be paired, in pairing-number order, is
 *   split; GA holds its first half rounded up to an even number, 2·⌈n/4⌉ (161 players → 82).
 * - Late entries keep the boundary: the last GA player stays the same, so a player entering
 *   later belongs to GA exactly when his pairing number is above that player's (GA may then be
 *   odd). Read from the file: the list before round 1 is the players paired in round 1 (a game,
 *   a forfeit or the pairing-allocated bye); before round 1 is played, the players to pair now.
 *   A player who first plays later — a late entry, or absent from round 1 — joins by number.
 * - Accelerated rounds: the first half of the rounds, rounded up (9 rounds → 5); GA players
 *   carry 1 virtual point in the first half of them, rounded up (rounds 1–3), ½ in the rest
 *   (rounds 4–5), nothing afterwards; GB players never.
 *
 * The engines' built-in reading differs (bbpPairings' `…_BAKU` mode takes the first ⌈n/2⌉ of
 * every player line as GA); a TRF type code `…_BAKU` keeps that reading (fromTrf.ts), this
 * module is the handbook's.
 */
import { msg, type Message } from '../errors';
import { DEFAULT_PAIRING_POINTS } from './types';
import type { PairingPlayer, PairingPoints, PairingRequest } from './types';

export interface BakuPlan {
  /** Players on the list before round 1 (see above), pairing-number order. */
  readonly initialCount: number;
  /** 2·⌈n/4⌉ of that list (at most the list). */
  readonly groupSize: number;
  /** Pairing number of the last GA player; null when nobody is on the list. */
  readonly lastOfGroupA: number | null;
  /** Every player of the file in GA, pairing-number order. */
  readonly groupA: readonly number[];
  /** GA players who were not on the list before round 1 (late entries, absent in round 1). */
  readonly joinedLater: readonly number[];
  readonly totalRounds: number;
  /** ⌈R/2⌉. */
  readonly acceleratedRounds: number;
  /** ⌈⌈R/2⌉/2⌉: rounds 1..fullRounds give 1 virtual point, the rest of the accelerated ½. */
  readonly fullRounds: number;
  /** Virtual points (tenths) of a GA player, round 1 first, one per accelerated round. */
  readonly schedule: readonly number[];
}

/** GA size for a list of n players: the first half rounded up to an even number. */
export function bakuGroupSize(n: number): number {
  return Math.min(n, 2 * Math.ceil(n / 4));
}

/** Virtual points (tenths) of a GA player in each round, round 1 first, for R rounds. */
export function bakuSchedule(totalRounds: number): number[] {
  const accelerated = Math.ceil(totalRounds / 2);
  const full = Math.ceil(accelerated / 2);
  return Array.from({ length: accelerated }, (_, i) => (i < full ? 10 : 5));
}

/** The plan of a tournament: players with their histories (round 1 first) and who plays now. */
export function bakuPlan(players: readonly PairingPlayer[], totalRounds: number): BakuPlan {
  const byNumber = [...players].sort((a, b) => a.id - b.id);
  const roundOnePlayed = byNumber.some(p => p.rounds[0]?.paired === true);
  const initial = byNumber.filter(p =>
    roundOnePlayed ? p.rounds[0]?.paired === true : p.available,
  );
  const groupSize = bakuGroupSize(initial.length);
  const last = groupSize === 0 ? null : initial[groupSize - 1].id;
  const onList = new Set(initial.map(p => p.id));
  const groupA = last === null ? [] : byNumber.filter(p => p.id <= last).map(p => p.id);
  const schedule = bakuSchedule(totalRounds);
  return {
    initialCount: initial.length,
    groupSize,
    lastOfGroupA: last,
    groupA,
    joinedLater: groupA.filter(id => !onList.has(id)),
    totalRounds,
    acceleratedRounds: schedule.length,
    fullRounds: schedule.filter(v => v === 10).length,
    schedule,
  };
}

/** Why a request cannot be accelerated by the method, or null. */
export function bakuRefusal(req: PairingRequest): Message | null {
  const points = req.points ?? DEFAULT_PAIRING_POINTS;
  if (!standardPoints(points)) {
    return msg`Baku acceleration (C.04.5.1) is for the standard point system (win 1, draw ½, loss 0); this tournament scores a win ${points.win / 10}, a draw ${points.draw / 10}, a loss ${points.loss / 10}`;
  }
  return null;
}

function standardPoints(p: PairingPoints): boolean {
  return p.win === 10 && p.draw === 5 && p.loss === 0;
}

/**
 * The request with the plan's virtual points on every GA player (as `XXA` would give them), the
 * engine's own Baku reading switched off. The caller refuses a request that has virtual points
 * already (bakuRefusal says why a point system cannot be accelerated).
 */
export function withBaku(req: PairingRequest): { request: PairingRequest; plan: BakuPlan } {
  const plan = bakuPlan(req.players, req.totalRounds);
  const groupA = new Set(plan.groupA);
  return {
    plan,
    request: {
      ...req,
      baku: false,
      players: req.players.map(p =>
        groupA.has(p.id) ? { ...p, accelerations: plan.schedule } : p,
      ),
    },
  };
}

/** Whether any player of the request has virtual points given already (TRF `XXA`). */
export function hasAccelerations(req: PairingRequest): boolean {
  return req.players.some(p => p.accelerations !== undefined);
}

/** Points in tenths as an XXA field: four columns, one decimal (` 1.0`, ` 0.5`). */
function xxaField(tenths: number): string {
  return `${Math.floor(tenths / 10)}.${tenths % 10}`.padStart(4);
}

/**
 * The plan as TRF `XXA` records, one per GA player: the start number in columns 5–8, then the
 * virtual points of rounds 1, 2, … in four columns each from column 10, a blank column between
 * (the layout bbpPairings and JaVaFo read).
 */
export function accelerationRecords(plan: BakuPlan): string[] {
  const fields = plan.schedule.map(v => ` ${xxaField(v)}`).join('');
  return plan.groupA.map(id => `XXA ${String(id).padStart(4, '0')}${fields}`);
}
