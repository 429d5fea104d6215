import { parseArgs, UsageError } from '../../src/cli/args';

describe('parseArgs', () => {
  it('reads the documented options', () => {
    expect(
      parseArgs([
        'event.trf',
        '--tiebreaks',
        'BH/C1,BH,SB',
        '--rules',
        'fide-2024',
        '--system',
        'round-robin',
        '--unrated-rating',
        '1400',
        '--after-round',
        '5',
        '--format',
        'tsv',
      ]),
    ).toEqual({
      command: 'standings',
      file: 'event.trf',
      tiebreaks: 'BH/C1,BH,SB',
      rules: 'fide-2024',
      system: 'round-robin',
      unratedRating: 1400,
      afterRound: 5,
      format: 'tsv',
      explain: undefined,
      lang: 'en',
      verbose: false,
    });
  });

  it('accepts --option=value and defaults to text output', () => {
    const a = parseArgs(['--format=json', 'x.csv', '--explain=Weber']);
    expect(a).toMatchObject({
      command: 'standings',
      file: 'x.csv',
      format: 'json',
      explain: 'Weber',
    });
    expect(parseArgs(['x.csv'])).toMatchObject({ format: 'text' });
  });

  it.each([
    [['x.trf', '--rules', 'fide-2030'], /--rules: "fide-2030" is not one of fide-2026, fide-2024/],
    [['x.trf', '--format', 'xls'], /--format: "xls"/],
    [['x.trf', '--after-round', '0'], /--after-round: "0" is not a whole number of at least 1/],
    [['x.trf', '--unrated-rating', 'abc'], /--unrated-rating/],
    [['x.trf', '--tiebreaks'], /--tiebreaks needs a value/],
    [['x.trf', '--colour'], /unknown option --colour/],
    [['a.trf', 'b.trf'], /only one FILE/],
    [['--format', 'tsv'], /FILE is missing/],
  ])('rejects %j', (argv, message) => {
    expect(() => parseArgs(argv)).toThrow(UsageError);
    expect(() => parseArgs(argv)).toThrow(message);
  });

  it('answers --help and no arguments with the usage', () => {
    expect(parseArgs([])).toEqual({ command: 'help' });
    expect(parseArgs(['x.trf', '--help'])).toEqual({ command: 'help' });
  });
});
