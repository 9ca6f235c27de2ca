import { describe, expect, it } from 'vitest';
import { compareAnswers, type DocumentedPaths } from './answered-routes';

const document: DocumentedPaths = {
  paths: {
    '/api/template/{templateId}': { get: { responses: { 200: {}, 404: {} } } },
    '/media/{path}': { get: { responses: { 200: {}, 206: {} } }, head: { responses: { 200: {} } } },
  },
};

describe('comparing recorded answers with the API document', () => {
  it('finds an answer whose status the operation does not list', () => {
    const { undocumented } = compareAnswers(document, [
      { method: 'GET', route: '/api/template/:templateId', status: 200 },
      { method: 'GET', route: '/api/template/:templateId', status: 404 },
      { method: 'GET', route: '/api/template/:templateId', status: 429 },
    ]);
    expect(undocumented).toEqual(['GET /api/template/{templateId} 429']);
  });

  it('holds a HEAD to its own operation, or to the GET when it has none', () => {
    const { undocumented } = compareAnswers(document, [
      { method: 'HEAD', route: '/api/template/:templateId', status: 404 },
      { method: 'HEAD', route: '/media/*', status: 206 },
    ]);
    expect(undocumented).toEqual(['HEAD /media/{path} 206']);
  });

  it('finds the wildcard route under its named parameter', () => {
    const { undocumented, outsideDocument } = compareAnswers(document, [
      { method: 'GET', route: '/media/*', status: 206 },
    ]);
    expect({ undocumented, outsideDocument }).toEqual({ undocumented: [], outsideDocument: [] });
  });

  it('finds a route missing from the document, and leaves one kept out of it alone', () => {
    const result = compareAnswers(document, [
      { method: 'GET', route: '/api/forgotten', status: 200, file: 'src/forgotten.db.test.ts' },
      { method: 'GET', route: '/api/test/probe', status: 200, hidden: true },
    ]);
    expect(result).toEqual({
      undocumented: [],
      outsideDocument: ['GET /api/forgotten 200 (first in src/forgotten.db.test.ts)'],
      serverErrors: [],
    });
  });

  it('finds a 5xx no test caused on purpose, though the document lists it', () => {
    const withFaults: DocumentedPaths = {
      paths: { '/api/template/{templateId}': { get: { responses: { 500: {}, 503: {} } } } },
    };
    const result = compareAnswers(withFaults, [
      { method: 'GET', route: '/api/template/:templateId', status: 500 },
      { method: 'GET', route: '/api/template/:templateId', status: 503, intended: true },
      { method: 'GET', route: '/dev/mailbox', status: 502, hidden: true },
    ]);
    expect(result).toEqual({
      undocumented: [],
      outsideDocument: [],
      serverErrors: ['GET /api/template/:templateId 500', 'GET /dev/mailbox 502'],
    });
  });
});
