import { describe, expect, it } from 'vitest';
import { csvCell, csvRow } from './csv.js';

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
});
