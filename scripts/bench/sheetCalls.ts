/**
 * Spreadsheet service calls per sidebar action (each is a network round trip in Apps Script),
 * counted by the Spreadsheet fake for 40 and 400 players: the count must not grow with the field.
 */
import { sidebarApi } from '../../src/server/sidebar/api';
import type { StandingsRequest } from '../../src/shared/types';
import { randomSwiss } from '../../test/core/tiebreaks/random';
import { FakeApps } from '../../test/server/fakes/spreadsheetService';
import { progressGrid } from './progressGrid';

function request(output: 'snapshot' | 'live', explanations: boolean): StandingsRequest {
  return {
    range: '',
    tiebreaks: { kind: 'custom', codes: ['BH/C1', 'BH', 'SB', 'PS'] },
    rules: 'fide-2026',
    afterRound: null,
    unratedRating: null,
    output,
    explanations,
  };
}

/** Calls made by `act` in a document holding a random Swiss of n players. */
function calls(players: number, act: (apps: FakeApps) => void, runsBefore: number): number {
  const grid = progressGrid(randomSwiss(players, 9, 7, { unplayed: true }));
  const apps = new FakeApps({ sheets: [{ name: 'Swiss', values: grid }] });
  for (let i = 0; i < runsBefore; i++) {
    act(apps);
    apps.book.active = apps.sheet('Swiss');
  }
  const before = apps.book.calls.length;
  act(apps);
  return apps.book.calls.length - before;
}

export function sheetCalls(): void {
  console.log('\nSpreadsheet service calls per sidebar action (Swiss, 9 rounds, 4 codes; fake)');
  const build = (output: 'snapshot' | 'live', explanations: boolean) => (apps: FakeApps) => {
    const outcome = sidebarApi(apps.services()).buildStandings(request(output, explanations));
    if (!outcome.ok) throw new Error(outcome.error.message);
  };
  const actions: [string, (apps: FakeApps) => void, number][] = [
    ['snapshot standings', build('snapshot', false), 0],
    ['snapshot + explanation sheet', build('snapshot', true), 0],
    ['live standings', build('live', false), 0],
    ['re-run of snapshot + explanations (both kept for undo)', build('snapshot', true), 1],
  ];
  for (const [label, act, runsBefore] of actions) {
    const small = calls(40, act, runsBefore);
    const large = calls(400, act, runsBefore);
    console.log(
      `  ${label.padEnd(56)} 40 players: ${String(small).padStart(4)}   400 players: ${String(large).padStart(4)}`,
    );
  }
}
