import { afterEach, describe, expect, it, vi } from 'vitest';
import { HANDOVER_WAIT_MS, sessionHandover, startSessionHandover } from './session-handover';
import { tokenStore } from './token-store';

type Message = {
  kind: string;
  session?: { token: string };
  replaces?: string | null;
  token?: string;
};

/** Another tab of the same browser, as this one hears it on the shared channel. */
function otherTab() {
  const channel = new BroadcastChannel('frameshop.session');
  const heard: Message[] = [];
  const listeners = new Set<() => void>();
  channel.onmessage = ({ data }: MessageEvent<Message>) => {
    heard.push(data);
    for (const listener of listeners) listener();
  };
  return {
    heard,
    post: (message: unknown) => channel.postMessage(message),
    channel,
    /** Settles once this tab has heard a message that `matches`. */
    hears: (matches: (message: Message) => boolean) =>
      new Promise<void>((resolve) => {
        const check = () => {
          if (!heard.some(matches)) return;
          listeners.delete(check);
          resolve();
        };
        listeners.add(check);
        check();
      }),
  };
}

/**
 * Settles once the signed-in tab has read everything `tab` sent so far: it reads a tab's messages
 * in order, and answers an ask (holding a browser session) only after those before it.
 */
async function allReadFrom(tab: ReturnType<typeof otherTab>) {
  tab.heard.length = 0;
  tab.post({ kind: 'ask' });
  await tab.hears((message) => message.kind === 'offer' && message.replaces === null);
}

/** Settles once `holds` is true of the session or the wait, checked as they change. */
function once(holds: () => boolean): Promise<void> {
  return new Promise((resolve) => {
    const unsubscribe = sessionHandover.subscribe(() => {
      if (!holds()) return;
      unsubscribe();
      resolve();
    });
    if (holds()) {
      unsubscribe();
      resolve();
    }
  });
}

const SESSION_IN_A_TAB = 'frameshop.session-in-a-tab';

let leave: () => void = () => {};
let tab: ReturnType<typeof otherTab> | null = null;
afterEach(() => {
  vi.useRealTimers();
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

    await once(() => !sessionHandover.isWaiting());
    expect(tokenStore.read()).toEqual({ token: 'tab-token', expiry: null, rememberMe: false });
    // Still a browser session: it is not written where a restarted browser would find it.
    expect(localStorage.getItem('frameshop.auth')).toBeNull();
  });

  it('waits for nothing when no tab has signed in, and stops waiting when nobody answers', async () => {
    leave = startSessionHandover();
    expect(sessionHandover.isWaiting()).toBe(false);
    leave();

    localStorage.setItem(SESSION_IN_A_TAB, '1');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    leave = startSessionHandover();
    expect(sessionHandover.isWaiting()).toBe(true);
    vi.advanceTimersByTime(HANDOVER_WAIT_MS - 1);
    expect(sessionHandover.isWaiting()).toBe(true);
    vi.advanceTimersByTime(1);
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
    await tab.hears((message) => message.kind === 'offer');
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
    // Then a session renewing the remembered one, which it takes and announces: by then it has
    // read the ask, and any answer to it has come first.
    const probe = { token: 'probe-token', expiry: null, rememberMe: false };
    tab.post({ kind: 'offer', session: probe, replaces: 'remembered-token' });
    await tab.hears((message) => message.session?.token === 'probe-token');
    expect(tab.heard.filter((message) => message.kind === 'offer')).toEqual([
      { kind: 'offer', session: probe, replaces: 'remembered-token' },
    ]);
  });

  it('signs every tab out together, and only the session that was signed out', async () => {
    tokenStore.save('shared-token', false);
    leave = startSessionHandover();
    tab = otherTab();

    tab.post({ kind: 'signed-out', token: 'some-other-token' });
    await allReadFrom(tab);
    expect(tokenStore.getToken()).toBe('shared-token');

    tab.post({ kind: 'signed-out', token: 'shared-token' });
    await once(() => tokenStore.getToken() === null);

    tokenStore.save('next-token', false);
    tab.heard.length = 0;
    tokenStore.clear();
    await tab.hears((message) => message.kind === 'signed-out' && message.token === 'next-token');
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
    await allReadFrom(tab);
    expect(tokenStore.getToken()).toBe('old-token');

    tab.post({
      kind: 'offer',
      session: { token: 'renewed-token', expiry: null, rememberMe: false },
      replaces: 'old-token',
    });
    await once(() => tokenStore.getToken() === 'renewed-token');
  });
});
