import { describe, expect, it } from 'vitest';
import { csvLine, csvLines } from './csv';

describe('CSV', () => {
  it('quotes commas, quotes and line breaks, and defuses formulas in text only', () => {
    expect(csvLine(['plain', 'a,b', 'say "hi"', 'two\nlines', null, -5, true])).toBe(
      'plain,"a,b","say ""hi""","two\nlines",,-5,true\r\n',
    );
    expect(csvLine(['=SUM(A1)', '+1', '-2', '@x'])).toBe("'=SUM(A1),'+1,'-2,'@x\r\n");
  });

  it('writes the header, then each batch as it comes', async () => {
    async function* batches() {
      yield [1, 2];
      yield [];
      yield [3];
    }
    const chunks: string[] = [];
    for await (const chunk of csvLines(['n'], batches(), (n) => [n])) chunks.push(chunk);
    expect(chunks).toEqual(['n\r\n', '1\r\n2\r\n', '3\r\n']);
  });
});
