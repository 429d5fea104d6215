/**
 * The Result cells of the game rows the add-on writes (a paired round, a round robin's schedule):
 * a dropdown of the results (`1-0`, `½-½`, `0-1`, `+:-`, `-:+`, `-:-`) that refuses anything
 * else with our help text, so a mistyped result is refused by Sheets itself when it is typed
 * rather than at the next pairing; and a highlight (a conditional format: blank cells) that
 * shows which games still lack their result. Bye and absence rows get neither: their Result
 * holds what the add-on wrote (`bye`, `H`, `Z`, …).
 *
 * The tokens are the same in a German sheet: they are what German pairing lists print, and the
 * readers take all six. A colon result (`1:0`) would be turned into a time as it is typed, and
 * `remis` is one more word for the same draw: the list keeps one spelling per result.
 *
 * One conditional format rule per call (per round), with a range per run of game rows. Pairing a
 * round again replaces the rule of the rows it replaces, found by its range and condition; every
 * other rule of the sheet (the organiser's too) is kept. Both changes are undone with the run.
 */
import type { Locale } from '../../shared/types';
import type {
  Services,
  SheetLike,
  RangeLike,
  ConditionalFormatRuleLike,
} from '../platform/spreadsheet';
import { eventTexts } from '../texts/general';
import type { SheetTransaction } from './transaction';

/** A pale yellow: the cell waits for its result. */
export const WAITING = '#fff2cc';

export interface ResultBlock {
  /** 1-based row of the first row written, and the Result column. */
  readonly top: number;
  readonly col: number;
  /** One entry per row written: true for a game, false for a bye or absence row. */
  readonly games: readonly boolean[];
}

/** Runs of consecutive game rows, as [first row, number of rows]. */
function runs(block: ResultBlock): [number, number][] {
  const out: [number, number][] = [];
  block.games.forEach((game, i) => {
    if (!game) return;
    const last = out[out.length - 1];
    if (last && last[0] + last[1] === block.top + i) last[1]++;
    else out.push([block.top + i, 1]);
  });
  return out;
}

function isOurs(rule: ConditionalFormatRuleLike, a1s: readonly string[]): boolean {
  const condition = rule.getBooleanCondition();
  if (condition === null || String(condition.getCriteriaType()) !== 'CELL_EMPTY') return false;
  const ranges = rule.getRanges().map(r => r.getA1Notation());
  return ranges.length === a1s.length && ranges.every((a, i) => a === a1s[i]);
}

function rangesOf(sheet: SheetLike, block: ResultBlock): RangeLike[] {
  return runs(block).map(([row, n]) => sheet.getRange(row, block.col, n, 1));
}

/**
 * Sets the dropdown on the block's game rows (and clears any rule on its other rows) and the
 * highlight of their empty Results; `replaced` is the block an earlier run wrote for the same
 * rows, whose highlight rule goes.
 */
export function guardResults(
  services: Services,
  t: SheetTransaction,
  sheet: SheetLike,
  sheetName: string,
  block: ResultBlock,
  replaced: ResultBlock | null,
  locale: Locale,
): void {
  if (block.games.length === 0) return;
  const tx = eventTexts(locale);
  const column = sheet.getRange(block.top, block.col, block.games.length, 1);
  t.validations(column, sheetName, column.getDataValidations());
  const rule = services
    .newDataValidation()
    .requireValueInList([...tx.resultValues], true)
    .setAllowInvalid(false)
    .setHelpText(tx.resultHelp)
    .build();
  column.setDataValidations(block.games.map(game => [game ? rule : null]));

  const ranges = rangesOf(sheet, block);
  const before = sheet.getConditionalFormatRules();
  const old = replaced === null ? [] : rangesOf(sheet, replaced).map(r => r.getA1Notation());
  const kept = old.length === 0 ? before : before.filter(r => !isOurs(r, old));
  if (ranges.length === 0 && kept.length === before.length) return;
  t.formatRules(sheet, sheetName, before);
  const added =
    ranges.length === 0
      ? []
      : [
          services
            .newConditionalFormatRule()
            .whenCellEmpty()
            .setBackground(WAITING)
            .setRanges(ranges)
            .build(),
        ];
  sheet.setConditionalFormatRules([...kept, ...added]);
}
