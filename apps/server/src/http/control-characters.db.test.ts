import { describe, expect, it } from 'vitest';
import {
  bearer,
  newAccount,
  poster,
  registerAccount,
  verifyEmail,
  verifyPhone,
} from '../test-support/accounts-fixture';
import { useTestApp } from '../test-support/test-app';
import { testEngine } from '../test-support/test-database';

/**
 * PostgreSQL cannot store U+0000: a NUL byte that reached a query used to answer 500. Every string
 * the API takes refuses control characters with 400 and names the field.
 */
describe(`control characters in request text on ${testEngine}`, () => {
  const testApp = useTestApp();

  const singleLine = (field: string) =>
    `${field} must not contain control characters such as line breaks or NUL`;

  it.each([
    ['/api/templates?q=%00', 'querystring.q: q'],
    ['/api/templates?section=%00', 'querystring.section: section'],
    ['/api/image-templates?q=a%00b', 'querystring.q: q'],
    ['/api/image-templates?section=%00', 'querystring.section: section'],
    ['/api/direct-sell-templates?q=%00', 'querystring.q: q'],
    ['/api/direct-sell-templates?section=x%00', 'querystring.section: section'],
    ['/api/templates?cursor=%00', 'querystring.cursor: cursor'],
    ['/api/templates?q=a%0Ab', 'querystring.q: q'],
    ['/api/video-url/1001/1001%00compiled.mp4', 'params.fileName: fileName'],
    ['/media/public/a%00.jpg', 'params.*: *'],
    ['/media/private/a.mp4?exp=1%00&sig=x', 'querystring.exp: exp'],
  ])('GET %s answers 400 naming the field', async (url, where) => {
    const response = await testApp.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: `${where} must not contain control characters such as line breaks or NUL`,
      code: 'VALIDATION_FAILED',
    });
  });

  it('PUT /api/profile refuses a NUL in actualName', async () => {
    const { token } = await registerAccount(testApp.app);
    const response = await testApp.app.inject({
      method: 'PUT',
      url: '/api/profile',
      headers: bearer(token),
      payload: { actualName: 'a\u0000b' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: `body.actualName: ${singleLine('actualName')}`,
      code: 'VALIDATION_FAILED',
      issues: [{ path: 'body.actualName', message: singleLine('actualName') }],
    });
  });

  it.each([
    ['actualName', 'Test\u0000Person'],
    ['EmpFeild', 'Indi\u0000vidual'],
    ['username', 'nul\u0000user'],
  ])('POST /api/register refuses a NUL in %s', async (field, value) => {
    const account = newAccount();
    await verifyEmail(testApp.app, account.email);
    await verifyPhone(testApp.app, account.phoneNumber);
    const response = await poster(testApp.app)('/api/register', {
      ...account,
      actualName: 'Test Person',
      countryCode: '+1',
      EmpFeild: 'Individual',
      [field]: value,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: `body.${field}: ${singleLine(field)}`,
      code: 'VALIDATION_FAILED',
    });
  });

  it('a contact message keeps its line breaks and tabs but refuses other controls', async () => {
    const post = poster(testApp.app);
    const base = { name: 'Ada', email: 'ada@example.com', topic: 'other' };
    const withBell = await post('/api/contact', { ...base, message: 'Hello\u0007 there, friends' });
    expect(withBell.statusCode).toBe(400);
    expect(withBell.json().error).toBe(
      'body.message: message must not contain control characters other than tabs and line breaks',
    );
    const multiLine = await post('/api/contact', {
      ...base,
      message: 'Hello,\r\n\tthis spans\nlines.',
    });
    expect(multiLine.statusCode).toBe(200);
  });
});
