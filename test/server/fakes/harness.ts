/**
 * The built server bundle (dist/Code.js) run as Apps Script runs it: each call is a fresh
 * execution (the bundle evaluated anew in a node:vm context holding the fake services), and what
 * crosses google.script.run is checked and copied as the real bridge does — Dates, functions and
 * other non-JSON values make the call fail.
 *
 * Used by the bundle-level tests, the browser tests (behind the page's google.script.run stub)
 * and `npm run preview`.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as vm from 'node:vm';
import { FakeApps } from './spreadsheetService';
import type { FakeRange, FakeSheet, Value } from './spreadsheetService';

export const DIST = join(__dirname, '..', '..', '..', 'dist');

/** Throws where google.script.run would refuse a value. */
export function checkTransportable(value: unknown, path = 'value'): void {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return;
  if (typeof value === 'number') {
    if (!Number.isFinite(value))
      throw new Error(`${path}: ${value} does not cross google.script.run`);
    return;
  }
  if (value === undefined) return;
  if (Object.prototype.toString.call(value) === '[object Date]') {
    throw new Error(`${path}: a Date cannot cross google.script.run`);
  }
  if (typeof value === 'function')
    throw new Error(`${path}: a function cannot cross google.script.run`);
  if (Array.isArray(value)) {
    value.forEach((v, i) => checkTransportable(v, `${path}[${i}]`));
    return;
  }
  if (typeof value === 'object') {
    const proto = Object.getPrototypeOf(value) as unknown;
    if (proto !== null && Object.getPrototypeOf(proto) !== null) {
      throw new Error(`${path}: only plain objects cross google.script.run`);
    }
    for (const [k, v] of Object.entries(value as Record<string, unknown>))
      checkTransportable(v, `${path}.${k}`);
    return;
  }
  throw new Error(`${path}: ${typeof value} does not cross google.script.run`);
}

/** The copy the other side receives (undefined in arrays arrives as null, as documented). */
function transport<T>(value: T, path: string): T {
  checkTransportable(value, path);
  return value === undefined ? value : (JSON.parse(JSON.stringify(value)) as T);
}

/** Top-level arguments of a formula call, honouring quotes and parentheses. */
function splitArguments(s: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let cur = '';
  let quote: string | null = null;
  for (const ch of s) {
    if (quote) {
      cur += ch;
      if (ch === quote) quote = null;
    } else if (ch === '"' || ch === "'") {
      quote = ch;
      cur += ch;
    } else if (ch === '(') {
      depth++;
      cur += ch;
    } else if (ch === ')') {
      depth--;
      cur += ch;
    } else if ((ch === ',' || ch === ';') && depth === 0) {
      out.push(cur.trim());
      cur = '';
    } else {
      cur += ch;
    }
  }
  if (cur.trim() !== '') out.push(cur.trim());
  return out;
}

/**
 * The compiled bundle, shared by the harnesses of a test file: compiling 800 kB anew for every
 * document costs more than the calls made on it. Only the compilation is shared: every execution
 * still runs the bundle's top level in a fresh context.
 */
let compiled: { code: string; script: vm.Script } | null = null;

function compile(code: string): vm.Script {
  if (compiled?.code !== code)
    compiled = { code, script: new vm.Script(code, { filename: 'Code.js' }) };
  return compiled.script;
}

export class GasHarness {
  readonly apps: FakeApps;
  private readonly script: vm.Script;

  constructor(apps: FakeApps, code = readFileSync(join(DIST, 'Code.js'), 'utf8')) {
    this.apps = apps;
    this.script = compile(code);
  }

  /** A fresh execution: the whole bundle evaluated with the services as globals. */
  execution(extra: Record<string, unknown> = {}): vm.Context {
    const ctx = vm.createContext({ ...this.apps.globals(), ...extra });
    this.script.runInContext(ctx);
    return ctx;
  }

  /** A top-level function called as google.script.run calls it. */
  run(fn: string, args: readonly unknown[] = []): unknown {
    if (!/^[A-Za-z][A-Za-z0-9]*$/.test(fn) || fn.endsWith('_'))
      throw new Error(`Script function not found: ${fn}`);
    const ctx = this.execution();
    const target = (ctx as Record<string, unknown>)[fn];
    if (typeof target !== 'function') throw new Error(`Script function not found: ${fn}`);
    const sent = transport([...args], 'arguments');
    const result = (target as (...a: unknown[]) => unknown)(...sent);
    return transport(result, 'return value');
  }

  /** The HTML the last menu handler showed in the sidebar. */
  lastSidebar(): string {
    const s = this.apps.ui.sidebars[this.apps.ui.sidebars.length - 1];
    if (!s) throw new Error('no sidebar was shown');
    return s.content;
  }

  /**
   * Evaluates the custom-function formulas of every sheet (as Sheets would) and spills their
   * results, so a live standings sheet shows its table. Errors show as #ERROR! with the message.
   */
  recalculate(): Map<string, string> {
    const errors = new Map<string, string>();
    for (const sheet of this.apps.book.getSheets()) {
      sheet.spilled.clear();
      for (const [key, cell] of [...sheet.cells.entries()]) {
        if (!cell.formula) continue;
        const [row, col] = key.split(',').map(Number);
        try {
          this.spill(sheet, row, col, this.evaluate(sheet, row, col, cell.formula));
        } catch (e) {
          sheet.spilled.set(key, '#ERROR!');
          errors.set(`${sheet.getName()}!${key}`, e instanceof Error ? e.message : String(e));
        }
      }
    }
    return errors;
  }

  private evaluate(sheet: FakeSheet, row: number, col: number, formula: string): unknown {
    const m = /^=\s*([A-Z_][A-Z0-9_]*)\s*\(([\s\S]*)\)\s*$/i.exec(formula);
    if (!m) throw new Error(`the fake evaluates only custom-function calls, not ${formula}`);
    const args = splitArguments(m[2]).map(a => this.argument(a));
    const calling = sheet.getRange(row, col);
    const ctx = this.execution({
      // A custom function sees the Spreadsheet service read-only, with its own cell active.
      SpreadsheetApp: {
        getActiveRange: () => ({
          getFormula: () => formula,
          getA1Notation: () => calling.getA1Notation(),
        }),
      },
    });
    const fn = (ctx as Record<string, unknown>)[m[1].toUpperCase()];
    if (typeof fn !== 'function') throw new Error(`Unknown function: '${m[1]}'.`);
    return (fn as (...a: unknown[]) => unknown)(...args);
  }

  private argument(text: string): unknown {
    if (/^".*"$/s.test(text)) return text.slice(1, -1).replace(/""/g, '"');
    if (/^-?\d+(\.\d+)?$/.test(text)) return Number(text);
    const range: FakeRange = this.apps.book.rangeByRef(text);
    const values = range.getValues();
    return range.getNumRows() === 1 && range.getNumColumns() === 1 ? values[0][0] : values;
  }

  private spill(sheet: FakeSheet, row: number, col: number, result: unknown): void {
    const rows: Value[][] = Array.isArray(result)
      ? (result as unknown[]).map(r => (Array.isArray(r) ? (r as Value[]) : [r as Value]))
      : [[result as Value]];
    rows.forEach((r, i) =>
      r.forEach((v, j) => {
        sheet.spilled.set(`${row + i},${col + j}`, v);
      }),
    );
  }
}
