import { describe, expect, it } from 'vitest';
import { loggedUrl } from './logged-url';

describe("a request's address as the log keeps it", () => {
  it.each([
    ['/api/health/live', '/api/health/live'],
    [
      '/api/batches/12/archive?expires=1790000000&signature=abc123',
      '/api/batches/12/archive?expires&signature',
    ],
    ['/media/renders/a.mp4?exp=1790000000&sig=deadbeef', '/media/renders/a.mp4?exp&sig'],
    ['/api/templates?q=john%40example.com&kind=video', '/api/templates?q&kind'],
    ['/api/batches?api_key=fs_live_secret', '/api/batches?api_key'],
    ['/api/templates?q=a&q=b', '/api/templates?q'],
    ['/api/templates?john%40example.com', '/api/templates?…'],
    ['/api/templates?', '/api/templates'],
  ])('keeps %j as %j', (url, kept) => {
    expect(loggedUrl(url)).toBe(kept);
  });
});
