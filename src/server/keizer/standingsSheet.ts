/**
 * The Keizer standings sheet the evening keeps beside its results list: Rank | Name | Keizer |
 * Value, the table =KEIZER shows, for the rounds with every result in. It is a sheet of ours
 * (ownSheets.ts, role `keizer`, tied to the results sheet): pairing an evening writes it the
 * first time and refreshes it after, in the same transaction as the rows of the new round.
 */
import type { KeizerStandings } from '../../core/keizer';
import type { Locale } from '../../shared/types';
import { ownSheetTexts } from '../texts/general';
import { createOwnSheet, findOwnSheet } from '../writing/ownSheets';
import type { SheetTransaction } from '../writing/transaction';
import type { SheetLike, SpreadsheetLike } from '../platform/spreadsheet';
import { asText } from '../writing/textMark';
import { ensureSize } from '../writing/standingsSheet';
import { NEW_SHEET_COLUMNS, NEW_SHEET_ROWS } from '../writing/transaction';

/** The table as written: names with the text mark, exact decimals as the numbers Sheets shows. */
export function keizerTableRows(s: KeizerStandings, locale: Locale): (string | number)[][] {
  return [
    [...ownSheetTexts(locale).keizerHeader],
    ...s.standings.map(st => [st.rank, asText(st.name), st.total.toNumber(), st.value.toNumber()]),
  ];
}

/** Writes or refreshes the standings sheet of the results sheet `source`; returns its name. */
export function writeKeizerTable(
  ss: SpreadsheetLike,
  source: SheetLike,
  sourceRange: string,
  rows: (string | number)[][],
  locale: Locale,
  t: SheetTransaction,
): string {
  const sourceSheetId = source.getSheetId();
  let sheet = findOwnSheet(ss, 'keizer', sourceSheetId);
  let name: string;
  if (sheet) {
    name = sheet.getName();
    t.replacing(sheet, name, 0);
    sheet.clear();
  } else {
    t.reserve(NEW_SHEET_ROWS * NEW_SHEET_COLUMNS);
    t.checkCellLimit();
    sheet = createOwnSheet(
      ss,
      ownSheetTexts(locale).keizerSheet,
      { role: 'keizer', sourceSheetId, sourceRange },
      t,
    );
    name = sheet.getName();
  }
  ensureSize(sheet, rows.length, 4);
  sheet.getRange(1, 1, rows.length, 4).setValues(rows);
  sheet.getRange(1, 1, 1, 4).setFontWeight('bold');
  return name;
}
