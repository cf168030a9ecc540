import { describe, expect, it } from 'vitest';
import { CSV_BOM, csvCell, csvRow } from './csv';

describe('CSV cells', () => {
  it('escapes text that a spreadsheet would run as a formula', () => {
    expect(csvCell('=HYPERLINK("http://evil","x")')).toBe(`"'=HYPERLINK(""http://evil"",""x"")"`);
    expect(csvCell('+966 5')).toBe("'+966 5");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\tcmd')).toBe("'\tcmd");
    expect(csvCell('\rcmd')).toBe(`"'\rcmd"`);
  });

  it('leaves numbers, including negative amounts, as numbers', () => {
    expect(csvCell(-1.5)).toBe('-1.5');
    expect(csvCell(12)).toBe('12');
    expect(csvCell(true)).toBe('true');
    expect(csvCell(null)).toBe('');
  });

  it('quotes commas, quotes and line breaks, and keeps Arabic as it is', () => {
    expect(csvCell('سارة علي')).toBe('سارة علي');
    expect(csvCell('Salmiya, block 1')).toBe('"Salmiya, block 1"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('line\nbreak')).toBe('"line\nbreak"');
    expect(csvCell('a=b')).toBe('a=b');
  });

  it('ends each row with CRLF and marks the file as UTF-8', () => {
    expect(csvRow([1, 'نعم', null, '=1'])).toBe("1,نعم,,'=1\r\n");
    expect(CSV_BOM).toBe('\uFEFF');
  });
});
