import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test-support/test-app';

const unreadable = { 'content-encoding': 'br, deflate, xz', 'content-type': 'application/json' };

describe('a Content-Encoding the store cannot undo', () => {
  const testApp = useTestApp();

  it('is nothing to a GET, whose body no one reads', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/renders/some-render',
      headers: unreadable,
      payload: '',
    });
    // The route's own answer to a visitor, as without the header.
    expect(response.statusCode).toBe(401);
  });

  it('still refuses a body it would have to read, with the 415 the document lists', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: unreadable,
      payload: '{}',
    });
    expect(response.statusCode).toBe(415);
  });
});
