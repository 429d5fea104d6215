/**
 * The part of a pairing's account that speaks of virtual points (C.04.5): who carries them this
 * round and how many, and — for the Baku method worked out here (baku.ts) — why: group A by
 * pairing number, the accelerated rounds and where this round stands among them.
 */
import { msg, type Message } from '../errors';
import type { BakuPlan } from './baku';
import type { ExplanationLine } from './explain';
import { pointsText } from './pointsText';
import type { Standing } from './standing';

function line(depth: number, message: Message): ExplanationLine {
  return { depth, message };
}

function rounds(from: number, to: number): Message {
  return from === to ? msg`round ${from}` : msg`rounds ${from}–${to}`;
}

function bakuLines(plan: BakuPlan, round: number, who: (id: number) => string): ExplanationLine[] {
  if (plan.lastOfGroupA === null) {
    return [
      line(
        0,
        msg`Baku acceleration (C.04.5.1): nobody is on the list of round 1, so nobody is in group A`,
      ),
    ];
  }
  const last = plan.lastOfGroupA;
  const list =
    round === 1
      ? msg`the first half of the ${plan.initialCount} players to pair in round 1, rounded up to an even number: ${plan.groupSize}`
      : msg`the first half of the ${plan.initialCount} players paired in round 1, rounded up to an even number: ${plan.groupSize}`;
  const out = [
    line(
      0,
      msg`Baku acceleration (C.04.5.1): group A is pairing numbers 1–${last} (${who(last)} is its last player): ${list}`,
    ),
  ];
  if (plan.joinedLater.length > 0) {
    out.push(
      line(
        1,
        msg`not on that list, placed by pairing number above the last player of group A, who stays the same (late entries): ${plan.joinedLater.map(who).join(', ')}`,
      ),
    );
  }
  const { acceleratedRounds: acc, fullRounds: full, totalRounds } = plan;
  out.push(
    line(
      1,
      full === acc
        ? msg`of the ${totalRounds} rounds the first half, rounded up, is accelerated: 1 virtual point in ${rounds(1, full)}`
        : msg`of the ${totalRounds} rounds the first half, rounded up, is accelerated: 1 virtual point in ${rounds(1, full)} (the first half of them, rounded up), ½ in ${rounds(full + 1, acc)}`,
    ),
  );
  const value = plan.schedule[round - 1];
  out.push(
    line(
      1,
      value === undefined
        ? msg`round ${round} comes after the accelerated rounds: no virtual points`
        : msg`round ${round}: ${pointsText(value)} virtual point for every player of group A, none for group B`,
    ),
  );
  return out;
}

/**
 * Lines on the virtual points of the players to pair (`sorted`, pairing order) in `round`;
 * none when nobody carries any and no Baku plan is given.
 */
export function accelerationLines(
  sorted: readonly Standing[],
  round: number,
  baku: BakuPlan | undefined,
  who: (id: number) => string,
): ExplanationLine[] {
  const byValue = new Map<number, number[]>();
  for (const s of [...sorted].sort((a, b) => a.id - b.id)) {
    const v = s.pairingScore - s.score;
    if (v === 0) continue;
    const ids = byValue.get(v) ?? [];
    ids.push(s.id);
    byValue.set(v, ids);
  }
  if (baku === undefined && byValue.size === 0) return [];
  const out =
    baku !== undefined
      ? bakuLines(baku, round, who)
      : [
          line(
            0,
            msg`Virtual points given by the file (XXA records or its tournament type; C.04.5):`,
          ),
        ];
  for (const [v, ids] of [...byValue].sort((a, b) => b[0] - a[0])) {
    out.push(
      line(1, msg`${pointsText(v)} virtual point in this round for: ${ids.map(who).join(', ')}`),
    );
  }
  out.push(
    line(
      1,
      msg`virtual points only place players in the pairing (scoregroups, floats); the standings never count them, and the boards are ordered by the real scores`,
    ),
  );
  return out;
}
