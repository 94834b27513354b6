import { describe, expect, it } from 'vitest';
import { CsvSyntaxError, csvField, parseCsv, spreadsheetSafe, toCsv, unguardedCell } from './csv';

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

/** The fields of a CSV document as a spreadsheet splits them at `separator` (RFC 4180 quoting). */
function readBack(csv: string, separator: ',' | ';'): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  for (let index = 0; index < csv.length; index++) {
    const char = csv[index];
    if (quoted) {
      if (char === '"' && csv[index + 1] === '"') {
        field += '"';
        index++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === separator) {
      record.push(field);
      field = '';
    } else if (char === '\r' && csv[index + 1] === '\n') {
      record.push(field);
      records.push(record);
      record = [];
      field = '';
      index++;
    } else field += char;
  }
  return records;
}

/**
 * What a spreadsheet makes of a cell: a leading apostrophe makes it text; otherwise, after any
 * whitespace and invisible characters, a formula character starts a formula unless what follows is
 * a plain signed number.
 */
function spreadsheetReads(cell: string): 'text' | 'number' | 'formula' {
  if (cell.startsWith("'")) return 'text';
  const visible = cell.replace(/^[\s\u00A0\u200B-\u200D\u2060\uFEFF]*/, '');
  if (/^[+-]\$?[\d,]+(?:\.\d+)?$/.test(visible)) return 'number';
  return /^[=+\-@\uFF1D\uFF0B\uFF0D\uFF20]/.test(visible) ? 'formula' : 'text';
}

describe('hostile cells read back from the exported file', () => {
  const INVISIBLE_PREFIXES = [
    '',
    ' ',
    '   ',
    '\t',
    '\r',
    '\n',
    '\r\n',
    '\u00A0',
    '\u200B',
    '\u200C',
    '\u200D',
    '\uFEFF',
    ' \u200B\t\u00A0',
  ];
  const FORMULAS = ['=HYPERLINK("https://evil.example","x")', '+1+cmd|" /C calc"!A0', '-2+3', '@SUM(A1)', '＝1+1'];
  const hostile = INVISIBLE_PREFIXES.flatMap((prefix) => FORMULAS.map((formula) => prefix + formula));
  const inParts = FORMULAS.flatMap((formula) => [`Stretch Wrap;${formula}`, `a; ${formula}`, `a;\u200B${formula};b`]);
  const columns = [{ header: 'Product' }, { header: 'Amount', numeric: true }];

  it.each(['text column', 'numeric column'])(
    'every formula prefix, after any invisible start, is text (%s)',
    (kind) => {
      const column = kind === 'text column' ? 0 : 1;
      const rows = [...hostile, ...inParts].map((value) => (column === 0 ? [value, '1'] : ['x', value]));
      for (const separator of [',', ';'] as const) {
        const cells = readBack(toCsv(columns, rows), separator).slice(1).flat();
        const formulas = cells.filter((cell) => spreadsheetReads(cell) === 'formula');
        expect(formulas, `split at ${separator}`).toEqual([]);
      }
    },
  );

  it('reads every hostile cell back as the text it was, behind the apostrophe', () => {
    const rows = hostile.map((value) => [value, '1']);
    const cells = readBack(toCsv(columns, rows), ',')
      .slice(1)
      .map((record) => record[0]);
    expect(cells).toEqual(hostile.map((value) => `'${value}`));
  });

  it('guards each ;-separated part that starts a formula, and no other', () => {
    expect(spreadsheetSafe('Stretch Wrap;=1+1')).toBe("Stretch Wrap;'=1+1");
    expect(spreadsheetSafe('a; @SUM(A1);b')).toBe("a;' @SUM(A1);b");
    expect(spreadsheetSafe('=1;-2')).toBe("'=1;'-2");
    expect(spreadsheetSafe('18 in; 1500 ft')).toBe('18 in; 1500 ft');
  });

  it('keeps real numbers of a numeric column numbers', () => {
    const rows = [
      ['x', '-12.5'],
      ['y', '+$250.00'],
      ['z', '-$1,234.50'],
    ];
    const amounts = readBack(toCsv(columns, rows), ',')
      .slice(1)
      .map((record) => record[1] ?? '');
    expect(amounts).toEqual(['-12.5', '+$250.00', '-$1,234.50']);
    expect(amounts.map(spreadsheetReads)).toEqual(['number', 'number', 'number']);
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

describe('reading csv', () => {
  it('reads quoted and unquoted fields, doubled quotes and line breaks inside quotes', () => {
    expect(parseCsv('a,b\r\n"x, y","say ""hi""\nthere"\r\n')).toEqual([
      ['a', 'b'],
      ['x, y', 'say "hi"\nthere'],
    ]);
  });

  it('takes LF or CR line ends, a missing last one, a byte order mark, and skips blank lines', () => {
    expect(parseCsv('\uFEFFa,b\n1,2\r3,4\n\n5,')).toEqual([
      ['a', 'b'],
      ['1', '2'],
      ['3', '4'],
      ['5', ''],
    ]);
    expect(parseCsv('')).toEqual([]);
  });

  it('refuses a quote left open or misplaced, naming the record', () => {
    expect(() => parseCsv('a\n"open')).toThrow(CsvSyntaxError);
    expect(() => parseCsv('a\nb"c')).toThrow('A quote inside an unquoted field.');
    try {
      parseCsv('a\nb\n"x"y');
    } catch (error) {
      expect((error as CsvSyntaxError).record).toBe(3);
    }
  });

  it('reads back what toCsv wrote, guards taken off', () => {
    const columns = [{ header: 'Name' }, { header: 'Note' }];
    const rows = [
      ['=1+1', '-5; @x; plain'],
      ["it's", "'quoted'"],
      ['line\r\nbreak', '"quoted"'],
    ];
    const read = parseCsv(toCsv(columns, rows)).map((record) => record.map(unguardedCell));
    expect(read).toEqual([['Name', 'Note'], ...rows]);
  });

  it('takes an apostrophe before a formula character as the guard, and keeps any other', () => {
    expect(unguardedCell("'=1")).toBe('=1');
    expect(unguardedCell("a;'-2")).toBe('a;-2');
    expect(unguardedCell("'plain")).toBe("'plain");
  });
});
