import { describe, expect, it } from 'vitest';
import { csvCell, csvRow, parseCsv } from './csv.js';

describe('csv', () => {
  it('quotes every cell, doubles quotes and keeps line breaks inside the cell', () => {
    expect(csvRow(['a', 'say "hi"', 'one\r\ntwo', ''])).toBe(
      '"a","say ""hi""","one\r\ntwo",""\r\n',
    );
  });

  it.each(['=1+1', '+1', '-1', '@SUM(A1)', '\tx', '\rx'])(
    'keeps %j from running as a formula',
    (value) => {
      expect(csvCell(value)).toBe(`"'${value}"`);
    },
  );

  it('leaves ordinary text, Arabic and accents as they are', () => {
    expect(csvCell('مرحبا، Adaeze — café')).toBe('"مرحبا، Adaeze — café"');
  });

  it('reads back what it writes, and what spreadsheets save', () => {
    const written = `\uFEFF${csvRow(['email', 'note'])}${csvRow(['a@example.org', 'say "hi"\r\nagain'])}`;
    expect(parseCsv(written)).toEqual([
      { line: 1, cells: ['email', 'note'] },
      { line: 2, cells: ['a@example.org', 'say "hi"\r\nagain'] },
    ]);
    expect(parseCsv('email,language\nb@example.org,fr\n\nc@example.org\n')).toEqual([
      { line: 1, cells: ['email', 'language'] },
      { line: 2, cells: ['b@example.org', 'fr'] },
      { line: 4, cells: ['c@example.org'] },
    ]);
    expect(parseCsv('a,,b')).toEqual([{ line: 1, cells: ['a', '', 'b'] }]);
    expect(parseCsv('')).toEqual([]);
  });
});
