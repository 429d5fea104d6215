import { parseTiebreakCode } from '../../../src/core/tiebreaks';
import { findPreset, PRESETS } from '../../../src/core/tiebreaks/presets';
import * as de from '../../../src/core/messages/de';
import * as en from '../../../src/core/messages/en';

describe('presets', () => {
  it('have the lists of their sources', () => {
    expect(findPreset('fide-swiss')?.codes).toEqual([
      'BH/C1',
      'BH',
      'SB',
      'PS',
      'DE',
      'WIN',
      'BWG',
    ]);
    expect(findPreset('fide-rr')?.codes).toEqual(['DE', 'WIN', 'SB', 'KS']);
    // DSJ Jugendspielordnung 4.2 / 4.3 with the Ausführungsbestimmungen
    expect(findPreset('dsj-swiss')?.codes).toEqual(['BH/C1', 'RBH/C1', 'WIN', 'TPN']);
    expect(findPreset('dsj-rr')?.codes).toEqual(['SB', 'WIN', 'TPN']);
    expect(findPreset('club-classic')?.codes).toEqual(['BH', 'SB']);
    expect(findPreset('lechenich')?.codes).toEqual(['SB', 'SWIN', 'SWINB', 'LOT']);
  });

  it('every code of every preset is a registered code', () => {
    for (const p of PRESETS)
      for (const code of p.codes) expect(() => parseTiebreakCode(code)).not.toThrow();
  });

  it('every preset has English and German labels and explanations (and only presets have)', () => {
    for (const c of [en.presetNames, de.presetNames]) {
      expect(Object.keys(c).sort()).toEqual(PRESETS.map(p => p.name).sort());
      for (const p of PRESETS) {
        expect(c[p.name].label).not.toBe('');
        expect(c[p.name].explanation).not.toBe('');
      }
    }
    expect(new Set(PRESETS.map(p => p.name)).size).toBe(PRESETS.length);
  });

  it('finds presets in any case and spelling of the separator', () => {
    expect(findPreset('FIDE Swiss')?.name).toBe('fide-swiss');
    expect(findPreset(' dsj_rr ')?.name).toBe('dsj-rr');
    expect(findPreset('BH')).toBeUndefined();
  });
});
