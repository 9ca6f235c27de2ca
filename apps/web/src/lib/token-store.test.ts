import { REMEMBER_ME_MS } from '@frameshop/contract';
import { describe, expect, it, vi } from 'vitest';
import { TOKEN_STORAGE_KEY, tokenStore } from './token-store';

const NOW = Date.UTC(2025, 0, 1);

describe('tokenStore', () => {
  it('keeps a remember-me token in localStorage for 7 days', () => {
    tokenStore.save('abc', true, NOW);

    expect(JSON.parse(localStorage.getItem(TOKEN_STORAGE_KEY) ?? 'null')).toEqual({
      token: 'abc',
      expiry: NOW + REMEMBER_ME_MS,
      rememberMe: true,
    });
    expect(sessionStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(tokenStore.read(NOW + REMEMBER_ME_MS - 1)?.token).toBe('abc');
  });

  it('keeps a token without remember-me in sessionStorage with no expiry', () => {
    tokenStore.save('abc', false, NOW);

    expect(JSON.parse(sessionStorage.getItem(TOKEN_STORAGE_KEY) ?? 'null')).toEqual({
      token: 'abc',
      expiry: null,
      rememberMe: false,
    });
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    // No expiry: still valid far in the future (the tab's lifetime is the limit).
    expect(tokenStore.getToken(NOW + 10 * REMEMBER_ME_MS)).toBe('abc');
  });

  it('removes an expired token when it is read', () => {
    tokenStore.save('abc', true, NOW);

    expect(tokenStore.read(NOW + REMEMBER_ME_MS)).toBeNull();
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });

  it.each([
    ['not JSON', '{oops'],
    ['JSON of the wrong shape', JSON.stringify({ token: 42, expiry: null, rememberMe: false })],
    ['an empty token', JSON.stringify({ token: '', expiry: null, rememberMe: false })],
    ['a string expiry', JSON.stringify({ token: 'abc', expiry: 'soon', rememberMe: true })],
    ['a missing rememberMe', JSON.stringify({ token: 'abc', expiry: null })],
    ['null', 'null'],
  ])('removes a corrupt record (%s)', (_label, raw) => {
    localStorage.setItem(TOKEN_STORAGE_KEY, raw);
    sessionStorage.setItem(TOKEN_STORAGE_KEY, raw);

    expect(tokenStore.read(NOW)).toBeNull();
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(sessionStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('keeps only one record: saving replaces a token held in the other storage', () => {
    tokenStore.save('old', true, NOW);
    tokenStore.save('new', false, NOW);

    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(tokenStore.getToken(NOW)).toBe('new');
  });

  it('clear() removes the token from both storages', () => {
    localStorage.setItem(
      TOKEN_STORAGE_KEY,
      JSON.stringify({ token: 'a', expiry: NOW + 1000, rememberMe: true }),
    );
    sessionStorage.setItem(
      TOKEN_STORAGE_KEY,
      JSON.stringify({ token: 'b', expiry: null, rememberMe: false }),
    );

    tokenStore.clear();

    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(sessionStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(tokenStore.read(NOW)).toBeNull();
  });

  it('tells subscribers about saves and clears until they unsubscribe', () => {
    const listener = vi.fn();
    const unsubscribe = tokenStore.subscribe(listener);

    tokenStore.save('abc', false);
    tokenStore.clear();
    expect(listener).toHaveBeenCalledTimes(2);

    unsubscribe();
    tokenStore.save('abc', false);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('tells subscribers when another tab changes the token', () => {
    const listener = vi.fn();
    const unsubscribe = tokenStore.subscribe(listener);

    window.dispatchEvent(new StorageEvent('storage', { key: 'unrelated' }));
    expect(listener).not.toHaveBeenCalled();
    window.dispatchEvent(new StorageEvent('storage', { key: TOKEN_STORAGE_KEY }));
    expect(listener).toHaveBeenCalledTimes(1);

    unsubscribe();
  });
});
