import { describe, expect, it } from 'vitest';
import { csvField, spreadsheetSafe, toCsv } from './csv';

describe('csv fields (RFC 4180)', () => {
  it('leaves plain text as it is', () => {
    expect(csvField('Pallet Wrap')).toBe('Pallet Wrap');
    expect(csvField('')).toBe('');
  });

  it('quotes a field with a comma, a quote, CR or LF, doubling the quotes', () => {
    expect(csvField('$1,234.50')).toBe('"$1,234.50"');
    expect(csvField('12" pipe')).toBe('"12"" pipe"');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('carriage\rreturn')).toBe('"carriage\rreturn"');
    expect(csvField('"')).toBe('""""');
  });
});

describe('spreadsheet-safe cells', () => {
  it('puts an apostrophe before a cell a spreadsheet would run as a formula', () => {
    for (const text of [
      '=1+1',
      '+1+1',
      '-1+cmd|" /C calc"!A0',
      '@SUM(A1)',
      '\t=1',
      '\r=1',
      '＝1+1',
      '＋1',
      '－1',
      '＠A1',
    ])
      expect(spreadsheetSafe(text)).toBe(`'${text}`);
    expect(spreadsheetSafe('=HYPERLINK("https://evil.example")', true)).toBe('\'=HYPERLINK("https://evil.example")');
  });

  it('leaves cells that start any other way alone', () => {
    for (const text of ['usage', '$12.50', '2026-03-05 09:04:07', " '=1", 'a=b', ''])
      expect(spreadsheetSafe(text)).toBe(text);
  });

  it('keeps a plain number in a numeric column a number: -12.50, -$3.00, +$250.00, -$1,234.50', () => {
    for (const text of ['-12.50', '-$3.00', '+$250.00', '-$1,234.50', '-7', '+3'])
      expect(spreadsheetSafe(text, true)).toBe(text);
  });

  it('still guards a numeric column against anything more than a number', () => {
    for (const text of ['-2+3', '-$3.00+1', '-1,2', '+$1,23.00', '-', '-$', '-12.5.0', '-1e3', '- 12', '-(12)'])
      expect(spreadsheetSafe(text, true)).toBe(`'${text}`);
  });

  it('keeps a number-like cell of a text column text (a SKU -12 stays -12, not the number)', () => {
    expect(spreadsheetSafe('-12', false)).toBe("'-12");
  });
});

describe('csv documents', () => {
  const columns = [{ header: 'Type' }, { header: 'Note' }, { header: 'Amount', numeric: true }];

  it('writes a header and one record per row, each ended by CRLF', () => {
    expect(toCsv(columns, [['credit', 'top-up', '+$250.00']])).toBe('Type,Note,Amount\r\ncredit,top-up,+$250.00\r\n');
    expect(toCsv(columns, [])).toBe('Type,Note,Amount\r\n');
  });

  it('makes cells safe before quoting them, and treats only numeric columns as numbers', () => {
    const csv = toCsv(columns, [
      ['-5', '=IMPORTXML("x", "y")', '-$1,234.50'],
      ['usage', 'line one\r\nline two', '-12.50'],
    ]);
    expect(csv.split('\r\n')).toEqual([
      'Type,Note,Amount',
      `'-5,"'=IMPORTXML(""x"", ""y"")","-$1,234.50"`,
      'usage,"line one',
      'line two",-12.50',
      '',
    ]);
  });

  it('guards the headers too', () => {
    expect(toCsv([{ header: '=Total', numeric: true }], [])).toBe("'=Total\r\n");
  });
});
