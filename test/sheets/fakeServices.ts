/**
 * A fake of what a custom function may touch in Apps Script: the Spreadsheet service, read-only
 * (AuthMode.CUSTOM_FUNCTION). Reading the calling cell's formula works; anything that would write,
 * open another file or show UI throws the message Apps Script gives custom functions.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as vm from 'node:vm';
import { formatDate } from '../support/zones1899';

export interface FakeCall {
  /** The formula of the calling cell, e.g. `=SONNEBORN_BERGER(C3:J10)`. */
  formula: string;
  sheet?: string;
  /** The spreadsheet's time zone (File > Settings), Europe/Berlin unless a test sets it. */
  timeZone?: string;
}

function denied(service: string, method: string): never {
  throw new Error(`You do not have permission to call ${service}.${method}`);
}

function readOnly<T extends object>(name: string, allowed: T): T {
  return new Proxy(allowed, {
    get(target, prop) {
      if (typeof prop === 'symbol' || prop in target) return Reflect.get(target, prop);
      return () => denied(name, String(prop));
    },
  });
}

export function fakeSpreadsheetApp(call: FakeCall): object {
  const range = readOnly('Range', {
    getFormula: () => call.formula,
    getA1Notation: () => {
      const m = /^=[A-Z_]+\(([^;,)]+)/.exec(call.formula);
      return m ? m[1] : '';
    },
  });
  const sheet = readOnly('Sheet', { getName: () => call.sheet ?? 'Sheet1' });
  const spreadsheet = readOnly('Spreadsheet', {
    getActiveSheet: () => sheet,
    getSpreadsheetLocale: () => 'de_DE',
    getSpreadsheetTimeZone: () => call.timeZone ?? 'Europe/Berlin',
  });
  return readOnly('SpreadsheetApp', {
    getActiveRange: () => range,
    getActiveSheet: () => sheet,
    getActiveSpreadsheet: () => spreadsheet,
  });
}

/** Utilities as a custom function may use it: formatDate with the tz database's rules. */
export function fakeUtilities(): object {
  return readOnly('Utilities', { formatDate });
}

/**
 * dist/Code.js loaded into node:vm with the read-only fakes, in a spreadsheet of `timeZone`:
 * `run(expression, grid, formula)` calls a custom function with `grid` as the range and the
 * calling cell's formula, and returns its result as plain JSON.
 */
export function customFunctionsIn(
  timeZone = 'Europe/Berlin',
): (expression: string, grid: unknown, formula?: string) => unknown {
  const code = readFileSync(join(__dirname, '..', '..', 'dist', 'Code.js'), 'utf8');
  const current: FakeCall = { formula: '', timeZone };
  const ctx = vm.createContext({
    SpreadsheetApp: fakeSpreadsheetApp(current),
    Utilities: fakeUtilities(),
  });
  vm.runInContext(code, ctx, { filename: 'Code.js' });
  return (expression, grid, formula = '') => {
    current.formula = formula;
    ctx.grid = grid;
    return JSON.parse(JSON.stringify(vm.runInContext(expression, ctx)));
  };
}
