import { describe, expect, it } from 'vitest';
import { contentDisposition } from './content-disposition';

describe('the Content-Disposition of a bucket link', () => {
  it('names the file as it is', () => {
    expect(contentDisposition('quote-square-5b0c3e2a.png')).toBe(
      `attachment; filename="quote-square-5b0c3e2a.png"; filename*=UTF-8''quote-square-5b0c3e2a.png`,
    );
  });

  it('gives a non-ASCII name exactly in filename* and a safe ASCII one in filename', () => {
    expect(contentDisposition('Café "Poster" 100%.jpg')).toBe(
      `attachment; filename="Caf_ _Poster_ 100_.jpg"; ` +
        `filename*=UTF-8''Caf%C3%A9%20%22Poster%22%20100%25.jpg`,
    );
    expect(contentDisposition("it's (a) *test*\\.png")).toBe(
      `attachment; filename="it's (a) *test*_.png"; ` +
        `filename*=UTF-8''it%27s%20%28a%29%20%2Atest%2A%5C.png`,
    );
  });
});
