import { afterEach, describe, expect, it } from 'vitest';
import { HANDOVER_WAIT_MS, sessionHandover, startSessionHandover } from './session-handover';
import { tokenStore } from './token-store';

/** Another tab of the same browser, as this one hears it on the shared channel. */
function otherTab() {
  const channel = new BroadcastChannel('frameshop.session');
  const heard: unknown[] = [];
  channel.onmessage = ({ data }: MessageEvent) => heard.push(data);
  return { heard, post: (message: unknown) => channel.postMessage(message), channel };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 30));
const SESSION_IN_A_TAB = 'frameshop.session-in-a-tab';

let leave: () => void = () => {};
let tab: ReturnType<typeof otherTab> | null = null;
afterEach(() => {
  leave();
  tab?.channel.close();
  tab = null;
  tokenStore.clear();
  localStorage.clear();
});

describe('one sign-in across the tabs of a browser', () => {
  it('a new tab waits for the session a signed-in tab hands over, then is signed in with it', async () => {
    localStorage.setItem(SESSION_IN_A_TAB, '1');
    tab = otherTab();
    const answer = tab;
    tab.channel.onmessage = ({ data }: MessageEvent<{ kind: string }>) => {
      if (data.kind === 'ask') {
        answer.post({
          kind: 'offer',
          session: { token: 'tab-token', expiry: null, rememberMe: false },
          replaces: null,
        });
      }
    };
    leave = startSessionHandover();
    expect(sessionHandover.isWaiting()).toBe(true);

    await settle();
    expect(sessionHandover.isWaiting()).toBe(false);
    expect(tokenStore.read()).toEqual({ token: 'tab-token', expiry: null, rememberMe: false });
    // Still a browser session: it is not written where a restarted browser would find it.
    expect(localStorage.getItem('frameshop.auth')).toBeNull();
  });

  it('waits for nothing when no tab has signed in, and stops waiting when nobody answers', async () => {
    leave = startSessionHandover();
    expect(sessionHandover.isWaiting()).toBe(false);
    leave();

    localStorage.setItem(SESSION_IN_A_TAB, '1');
    leave = startSessionHandover();
    expect(sessionHandover.isWaiting()).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, HANDOVER_WAIT_MS + 50));
    expect(sessionHandover.isWaiting()).toBe(false);
    expect(tokenStore.read()).toBeNull();
    // The hint was stale (the browser was closed since): the next tab waits for nothing.
    expect(localStorage.getItem(SESSION_IN_A_TAB)).toBeNull();
  });

  it('answers a new tab with its browser session, never with a remembered one', async () => {
    tokenStore.save('session-token', false);
    leave = startSessionHandover();
    tab = otherTab();
    tab.post({ kind: 'ask' });
    await settle();
    expect(tab.heard).toEqual([
      {
        kind: 'offer',
        session: { token: 'session-token', expiry: null, rememberMe: false },
        replaces: null,
      },
    ]);

    tokenStore.save('remembered-token', true);
    tab.heard.length = 0;
    tab.post({ kind: 'ask' });
    await settle();
    expect(tab.heard.filter((message) => (message as { kind: string }).kind === 'offer')).toEqual(
      [],
    );
  });

  it('signs every tab out together, and only the session that was signed out', async () => {
    tokenStore.save('shared-token', false);
    leave = startSessionHandover();
    tab = otherTab();

    tab.post({ kind: 'signed-out', token: 'some-other-token' });
    await settle();
    expect(tokenStore.getToken()).toBe('shared-token');

    tab.post({ kind: 'signed-out', token: 'shared-token' });
    await settle();
    expect(tokenStore.getToken()).toBeNull();

    tokenStore.save('next-token', false);
    tab.heard.length = 0;
    tokenStore.clear();
    await settle();
    expect(tab.heard).toContainEqual({ kind: 'signed-out', token: 'next-token' });
    expect(localStorage.getItem(SESSION_IN_A_TAB)).toBeNull();
  });

  it('a session signed anew in one tab (a changed username) replaces the old one in the others', async () => {
    tokenStore.save('old-token', false);
    leave = startSessionHandover();
    tab = otherTab();

    tab.post({
      kind: 'offer',
      session: { token: 'unrelated', expiry: null, rememberMe: false },
      replaces: 'not-mine',
    });
    await settle();
    expect(tokenStore.getToken()).toBe('old-token');

    tab.post({
      kind: 'offer',
      session: { token: 'renewed-token', expiry: null, rememberMe: false },
      replaces: 'old-token',
    });
    await settle();
    expect(tokenStore.getToken()).toBe('renewed-token');
  });
});
