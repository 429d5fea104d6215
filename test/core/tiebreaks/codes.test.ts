import { InputError } from '../../../src/core/errors';
import { parseTiebreakCode } from '../../../src/core/tiebreaks';

function errorOf(code: string): InputError {
  try {
    parseTiebreakCode(code);
  } catch (e) {
    if (e instanceof InputError) return e;
    throw e;
  }
  throw new Error(`${code} parsed`);
}

describe('parseTiebreakCode', () => {
  it('reads names, cuts and medians in any case and with the old separators', () => {
    for (const typed of ['BH/C1', 'bh/c1', 'BH#C1', 'BH!C1', 'BH-C1', ' bh / c1 ']) {
      const c = parseTiebreakCode(typed);
      expect([c.name, c.canonical, c.cutLow, c.cutHigh]).toEqual(['BH', 'BH/C1', 1, 0]);
      expect(c.code).toBe(typed.trim());
    }
    const m = parseTiebreakCode('BH/M2');
    expect([m.cutLow, m.cutHigh, m.canonical]).toEqual([2, 2, 'BH/M2']);
  });

  it('reads aliases: GE = REP, SNO = TPN', () => {
    expect(parseTiebreakCode('GE').name).toBe('REP');
    expect(parseTiebreakCode('sno').name).toBe('TPN');
  });

  it('reads Koya limits: a percentage, or shifts in half points', () => {
    expect(parseTiebreakCode('KS/L40')).toMatchObject({
      limitPercent: 40,
      limitShift: 0,
      canonical: 'KS/L40',
    });
    expect(parseTiebreakCode('KS/L+1')).toMatchObject({
      limitPercent: null,
      limitShift: 0.5,
      canonical: 'KS/L+1',
    });
    expect(parseTiebreakCode('KS/L-1')).toMatchObject({ limitShift: -0.5 });
    expect(parseTiebreakCode('KS/L+2')).toMatchObject({ limitShift: 1 });
    // FIDE's checklist writes "+½" as L1, which is 1 % in the reference syntax
    expect(parseTiebreakCode('KS/L1')).toMatchObject({ limitPercent: 1, limitShift: 0 });
  });

  it('reads version pins, fore, swiss and reverse', () => {
    expect(parseTiebreakCode('BH/V2024').version).toBe('2024');
    expect(parseTiebreakCode('SB/V2026').version).toBe('2026');
    expect(parseTiebreakCode('BH/V2022').version).toBe('2022');
    expect(parseTiebreakCode('BH/V1').version).toBe('2024');
    expect(parseTiebreakCode('AOB/F')).toMatchObject({ fore: true, canonical: 'AOB/F' });
    expect(parseTiebreakCode('SB/S').swiss).toBe(true);
    expect(parseTiebreakCode('TPN/R')).toMatchObject({ reverse: true, canonical: 'TPN/R' });
    expect(parseTiebreakCode('bh/v2024/c1').canonical).toBe('BH/C1/V2024');
  });

  it('rejects unknown codes, listing close matches', () => {
    const e = errorOf('BHX');
    expect(e.location).toEqual({ kind: 'range' });
    expect(e.message).toContain('unknown tie-break "BHX"');
    expect(e.message).toContain('BH');
    expect(errorOf('SBB').message).toContain('SB');
  });

  it('rejects modifiers that do not fit the code or are malformed', () => {
    expect(errorOf('WIN/C1').message).toMatch(/\/C1 does not apply to WIN/);
    expect(errorOf('BH/C').message).toMatch(/needs a number/);
    expect(errorOf('BH/C1/M1').message).toMatch(/twice|conflicts/);
    expect(errorOf('BH/Q').message).toMatch(/not a known modifier/);
    expect(errorOf('KS/L+x').message).toMatch(/percentage/);
    expect(errorOf('BH/V2019').message).toMatch(/version/);
    expect(errorOf('BH//C1').message).toMatch(/empty modifier/);
    expect(errorOf('').message).toMatch(/empty/);
  });

  it('names team codes and team scores as unsupported rather than unknown', () => {
    expect(errorOf('EGGSB').message).toMatch(/team tie-break/);
    expect(errorOf('BH:MP').message).toMatch(/team/);
  });
});
