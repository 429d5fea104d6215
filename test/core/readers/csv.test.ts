import { parseDelimited } from '../../../src/core/readers/csv';

describe('parseDelimited', () => {
  it('reads comma-separated text with quoted fields, doubled quotes and CRLF', () => {
    const text = 'No,Name,R1\r\n1,"Weber, Jonas",2w1\r\n2,"Say ""hi""",1s0\r\n';
    expect(parseDelimited(text)).toEqual([
      ['No', 'Name', 'R1'],
      ['1', 'Weber, Jonas', '2w1'],
      ['2', 'Say "hi"', '1s0'],
    ]);
  });

  it('guesses the semicolon of German exports, where the comma is a decimal separator', () => {
    expect(parseDelimited('Nr;Name;Pkt\n1;Becker;2,5\n2;Klein;0,5\n')).toEqual([
      ['Nr', 'Name', 'Pkt'],
      ['1', 'Becker', '2,5'],
      ['2', 'Klein', '0,5'],
    ]);
  });

  it('reads tab-separated text and keeps empty fields', () => {
    expect(parseDelimited('a\tb\tc\n1\t\t3\n', '\t')).toEqual([
      ['a', 'b', 'c'],
      ['1', '', '3'],
    ]);
  });

  it('pads short rows to a rectangle, drops trailing empty lines and a byte-order mark', () => {
    expect(parseDelimited('\ufeffa,b,c\n1\n\n\n')).toEqual([
      ['a', 'b', 'c'],
      ['1', '', ''],
    ]);
  });

  it('keeps newlines inside quoted fields', () => {
    expect(parseDelimited('a,b\n"x\ny",2\n')).toEqual([
      ['a', 'b'],
      ['x\ny', '2'],
    ]);
  });
});
