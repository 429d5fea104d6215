import { DEFAULT_POINTS } from '../../src/core/model/points';
import type { Tournament } from '../../src/core/model/types';
import { defaultRuleSet, resolveRequest, splitTiebreakList } from '../../src/core/request';

const base: Tournament = { rounds: 0, participants: [], pointSystem: DEFAULT_POINTS };

describe('splitTiebreakList', () => {
  it('splits on commas, semicolons and new lines and trims', () => {
    expect(splitTiebreakList(' BH/C1, BH ;SB\nPS ')).toEqual(['BH/C1', 'BH', 'SB', 'PS']);
  });

  it('takes the cells of a range, each possibly holding several codes', () => {
    expect(splitTiebreakList(['BH/C1', '', 'SB, KS'])).toEqual(['BH/C1', 'SB', 'KS']);
  });

  it('expands a preset name to its exact list', () => {
    expect(splitTiebreakList('fide-swiss')).toEqual([
      'BH/C1',
      'BH',
      'SB',
      'PS',
      'DE',
      'WIN',
      'BWG',
    ]);
    expect(splitTiebreakList('club-classic')).toEqual(['BH', 'SB']);
  });

  it('keeps PTS when the user asks for it', () => {
    expect(splitTiebreakList('PTS')).toEqual(['PTS']);
  });
});

describe('resolveRequest', () => {
  it('applies C.07 2026 from 2026-03-01 and to undated events, 2024 before', () => {
    expect(defaultRuleSet(base)).toBe('fide-2026');
    expect(defaultRuleSet({ ...base, startDate: '2026-03-01' })).toBe('fide-2026');
    expect(defaultRuleSet({ ...base, startDate: '2026-02-28' })).toBe('fide-2024');
    expect(resolveRequest({ ...base, startDate: '2024-03-18' }, 'SB').rules).toBe('fide-2024');
    expect(resolveRequest(base, 'SB', { rules: 'raw' }).rules).toBe('raw');
  });

  it('uses the list the file declares (TRF-2026 212 starts with PTS), else the legacy FIDE list', () => {
    expect(
      resolveRequest({ ...base, declaredTiebreaks: ['PTS', 'BH/C1', 'SB'] }, undefined).codes,
    ).toEqual(['BH/C1', 'SB']);
    expect(resolveRequest(base, undefined).codes).toEqual([
      'BH/C1',
      'BH',
      'SB',
      'PS',
      'DE',
      'WIN',
      'BWG',
    ]);
    expect(resolveRequest({ ...base, system: 'round-robin' }, undefined).codes).toEqual([
      'DE',
      'WIN',
      'SB',
      'KS',
    ]);
  });

  it('refuses a list with no codes in it', () => {
    expect(() => resolveRequest(base, ' , ; ')).toThrow(/no tie-break codes/);
  });
});
