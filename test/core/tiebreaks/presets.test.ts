import { parseTiebreakCode } from '../../../src/core/tiebreaks';
import { findPreset, PRESETS } from '../../../src/core/tiebreaks/presets';

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

  it('every preset has English and German labels and explanations', () => {
    for (const p of PRESETS) {
      expect(p.label.en).not.toBe('');
      expect(p.label.de).not.toBe('');
      expect(p.explanation.en).not.toBe('');
      expect(p.explanation.de).not.toBe('');
    }
    expect(new Set(PRESETS.map(p => p.name)).size).toBe(PRESETS.length);
  });

  it('finds presets in any case and spelling of the separator', () => {
    expect(findPreset('FIDE Swiss')?.name).toBe('fide-swiss');
    expect(findPreset(' dsj_rr ')?.name).toBe('dsj-rr');
    expect(findPreset('BH')).toBeUndefined();
  });
});
