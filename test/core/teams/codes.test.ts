/** Team tie-break codes as users and TRF-2026 record 202 write them. */
import { InputError } from '../../../src/core/errors';
import { parseTeamCode } from '../../../src/core/teams';

describe('parseTeamCode', () => {
  it.each([
    ['BH:MP/C1/P', 'BH', 'BH:MP/C1/P', 'MP'],
    ['bh:gp#c1', 'BH', 'BH:GP/C1', 'GP'],
    ['SB:GP', 'SB', 'SB:GP', 'GP'],
    ['EMGSB/C1/P', 'EMGSB', 'EMGSB/C1/P', 'MP'],
    ['EGGSB', 'EGGSB', 'EGGSB', 'GP'],
    ['ESB:GM', 'ESB', 'ESB:GM', 'GP'],
    ['MPvGP', 'MPVGP', 'MPVGP', null],
    ['EDET/P', 'EDET', 'EDET/P', null],
    ['SSSC/K5', 'SSSC', 'SSSC/K5', null],
    ['BW4', 'BW', 'BW4', null],
    ['BP', 'GPTS', 'GPTS', null],
    ['PS:MP', 'PS', 'PS:MP', 'MP'],
    ['KS:MP/L+1', 'KS', 'KS:MP/L+1', 'MP'],
    ['BH-C1', 'BH', 'BH/C1', null],
    ['FB:MP/V2026', 'FB', 'FB:MP/V2026', 'MP'],
  ])('%s', (typed, name, canonical, score) => {
    const c = parseTeamCode(typed);
    expect([c.name, c.canonical, c.score]).toEqual([name, canonical, score]);
  });

  it('reads the parts of ESB codes', () => {
    expect(parseTeamCode('EMGSB')).toMatchObject({ score: 'MP', second: 'GP' });
    expect(parseTeamCode('ESB:MG')).toMatchObject({ score: 'MP', second: 'GP' });
    expect(parseTeamCode('ESB')).toMatchObject({ score: null, second: null });
  });

  it.each([
    ['XYZ', /unknown team tie-break "XYZ": known codes are/],
    ['BH:XP', /:XP is no score; use :MP \(match points\) or :GP/],
    ['WIN:GP', /WIN counts matches; it is defined on match points only/],
    ['BC/C1', /modifier \/C1 does not apply to BC \(Board count\)/],
    ['EMGSB/C1/C2', /modifier \/C2 is given twice/],
    ['PS:MP/P', /modifier \/P does not apply to PS/],
    ['BH:MP:GP', /more than one ":"/],
    ['MPTS:GP', /MPTS takes no :MP or :GP/],
    ['TBR4', /only BW takes a number of boards/],
    ['ARO', /unknown team tie-break "ARO"/],
  ])('refuses %s', (typed, message) => {
    expect(() => parseTeamCode(typed)).toThrow(InputError);
    expect(() => parseTeamCode(typed)).toThrow(message);
  });
});
