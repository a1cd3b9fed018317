import { describe, expect, it } from 'vitest';
import { buildCsv, csvCell } from './csv';

describe('csvCell', () => {
  it('neutralises cells that a spreadsheet would run as a formula', () => {
    expect(csvCell('=SUM(A1:A9)')).toBe("'=SUM(A1:A9)");
    expect(csvCell('+251911000000')).toBe("'+251911000000");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('@cmd')).toBe("'@cmd");
    expect(csvCell('\tTabbed')).toBe("'\tTabbed");
  });

  it('quotes per RFC 4180 when a cell holds a comma, a quote or a line break', () => {
    expect(csvCell('Bole, Addis Ababa')).toBe('"Bole, Addis Ababa"');
    expect(csvCell('The "Lucky" Hall')).toBe('"The ""Lucky"" Hall"');
    expect(csvCell('line1\nline2')).toBe('"line1\nline2"');
    expect(csvCell('=1,2')).toBe('"\'=1,2"');
  });

  it('writes numbers as numbers, including negative amounts, and blanks for missing values', () => {
    expect(csvCell(-250.5)).toBe('-250.5');
    expect(csvCell(0)).toBe('0');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell(Number.NaN)).toBe('');
    expect(csvCell('plain text')).toBe('plain text');
  });
});

describe('buildCsv', () => {
  it('joins a header and rows with CRLF line ends', () => {
    const csv = buildCsv(
      ['#', 'Name', 'Total'],
      [
        [1, 'Piassa, Shop 1', 120],
        [2, '=HYPERLINK("x")', -5],
      ],
    );
    expect(csv).toBe('#,Name,Total\r\n1,"Piassa, Shop 1",120\r\n2,"\'=HYPERLINK(""x"")",-5');
  });
});
