/**
 * The fake's data validation and conditional formats behave as Google documents them, failures
 * included, so the tests over it prove what Sheets would do: a script's writes are not checked
 * against a rule, a user's typing is; a list rule refuses input not on it with its help text;
 * shapes are checked; rules are replaced as a whole; every call can fail.
 */
import { FakeApps, FakeInputRejected } from './fakes/spreadsheetService';

function sheet() {
  const apps = new FakeApps({
    sheets: [
      { name: 'R', values: [['Result']] },
      { name: 'S', values: [] },
    ],
  });
  return { apps, book: apps.book, r: apps.sheet('R'), s: apps.sheet('S') };
}

describe('data validation', () => {
  it('a list rule: typing off the list is refused with the help text; picking from it is not', () => {
    const { book, r } = sheet();
    const rule = book
      .newDataValidation()
      .requireValueInList(['1-0', '½-½', '0-1'], true)
      .setAllowInvalid(false)
      .setHelpText('Pick a result.')
      .build();
    expect(rule.getCriteriaValues()).toEqual([['1-0', '½-½', '0-1'], true]);
    r.getRange('A2:A3').setDataValidations([[rule], [null]]);
    expect(() => r.type('A2', '1:0')).toThrow(new FakeInputRejected('Pick a result.'));
    // A formula is never on the list.
    expect(() => r.type('A2', '=1')).toThrow(FakeInputRejected);
    r.type('A2', '1-0');
    expect(r.valueAt(2, 1)).toBe('1-0');
    r.type('A2', '');
    r.choose('A2', '½-½');
    expect(r.valueAt(2, 1)).toBe('½-½');
    expect(() => r.choose('A2', 'remis')).toThrow(/no item remis/);
    expect(() => r.choose('A3', '1-0')).toThrow(/no dropdown/);
    // A cell without a rule takes anything; a script's write is not checked.
    r.type('A3', 'whatever');
    r.getRange('A2').setValues([['not a result']]);
    expect(r.valueAt(2, 1)).toBe('not a result');
    // A rule that allows invalid data only warns: the input stays.
    r.getRange('A4').setDataValidation(
      book.newDataValidation().requireValueInList(['x'], false).setAllowInvalid(true).build(),
    );
    r.type('A4', 'y');
    expect(r.valueAt(4, 1)).toBe('y');
    expect(() => r.choose('A4', 'x')).toThrow(/no dropdown/);
  });

  it('builders refuse a rule without criteria and a list that is not one; shapes are checked', () => {
    const { book, r } = sheet();
    expect(() => book.newDataValidation().setHelpText('x').build()).toThrow(/no criteria/);
    expect(() => book.newDataValidation().requireValueInList([] as string[], true)).toThrow(
      /values/,
    );
    const rule = book.newDataValidation().requireValueInList(['a'], true).build();
    expect(() => r.getRange('A1:A2').setDataValidations([[rule]])).toThrow(
      'The number of rows in the data does not match the number of rows in the range. The data has 1 but the range has 2.',
    );
    expect(() => r.getRange('A1:A2').setDataValidations([[rule], ['x' as never]])).toThrow(/rules/);
    expect(r.getRange('A1:B1').getDataValidations()).toEqual([[null, null]]);
  });
});

describe('conditional format rules', () => {
  it('whenCellEmpty with a background: empty cells of its ranges are highlighted', () => {
    const { book, r } = sheet();
    const rule = book
      .newConditionalFormatRule()
      .whenCellEmpty()
      .setBackground('#fff2cc')
      .setRanges([r.getRange('A2:A3')])
      .build();
    r.setConditionalFormatRules([...r.getConditionalFormatRules(), rule]);
    expect(rule.getBooleanCondition().getCriteriaType()).toBe('CELL_EMPTY');
    expect([r.highlighted(2, 1), r.highlighted(3, 1), r.highlighted(4, 1)]).toEqual([
      true,
      true,
      false,
    ]);
    r.type('A2', '1-0');
    expect(r.highlighted(2, 1)).toBe(false);
    // Replaced as a whole.
    r.setConditionalFormatRules([]);
    expect(r.highlighted(3, 1)).toBe(false);
  });

  it('refuses a rule without condition, format or ranges, and ranges on another sheet', () => {
    const { book, r, s } = sheet();
    const b = () => book.newConditionalFormatRule();
    expect(() =>
      b()
        .setBackground('#fff')
        .setRanges([r.getRange('A1')])
        .build(),
    ).toThrow(/condition/);
    expect(() =>
      b()
        .whenCellEmpty()
        .setRanges([r.getRange('A1')])
        .build(),
    ).toThrow(/format/);
    expect(() => b().whenCellEmpty().setBackground('#fff').build()).toThrow(/ranges/);
    const elsewhere = b()
      .whenCellEmpty()
      .setBackground('#fff')
      .setRanges([s.getRange('A1')])
      .build();
    expect(() => r.setConditionalFormatRules([elsewhere])).toThrow(/must be on the sheet/);
  });

  it('every call may fail', () => {
    const { book, r } = sheet();
    const rule = book.newDataValidation().requireValueInList(['a'], true).build();
    book.failAt(1);
    expect(() => r.getRange('A2').setDataValidations([[rule]])).toThrow(/timed out/);
    expect(r.validationAt(2, 1)).toBeNull();
    book.failAt(1);
    expect(() => r.getConditionalFormatRules()).toThrow(/timed out/);
    book.failAt(1);
    expect(() => book.newConditionalFormatRule()).toThrow(/timed out/);
  });
});
