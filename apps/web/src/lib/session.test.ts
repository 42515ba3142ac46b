import { beforeEach, describe, expect, it, vi } from 'vitest';

const user = { id: 7, email: 'a@b.jo', name: 'Rana', companyName: 'Rana Co', customerType: 1, isProfileCompleted: false };

describe('sessionStore', () => {
  beforeEach(() => {
    localStorage.clear();
    vi.resetModules();
  });

  it('stores the token and user, tells its listeners, and clears both', async () => {
    const { sessionStore } = await import('./session.ts');
    const listener = vi.fn();
    const unsubscribe = sessionStore.subscribe(listener);

    sessionStore.set('tok-1', user);
    expect(sessionStore.token()).toBe('tok-1');
    expect(sessionStore.get()).toEqual({ token: 'tok-1', user });
    expect(localStorage.getItem('customerToken')).toBe('tok-1');
    expect(JSON.parse(localStorage.getItem('customerUser')!)).toEqual(user);
    expect(listener).toHaveBeenCalledTimes(1);

    sessionStore.clear();
    expect(sessionStore.get()).toBeNull();
    expect(localStorage.getItem('customerToken')).toBeNull();
    expect(localStorage.getItem('customerUser')).toBeNull();
    expect(listener).toHaveBeenCalledTimes(2);

    unsubscribe();
    sessionStore.set('tok-2', user);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('picks up a session stored by an earlier page load', async () => {
    localStorage.setItem('customerToken', 'kept');
    localStorage.setItem('customerUser', JSON.stringify(user));
    const { sessionStore } = await import('./session.ts');
    expect(sessionStore.get()).toEqual({ token: 'kept', user });
  });

  it('treats a damaged stored user or a token without user as signed out', async () => {
    localStorage.setItem('customerToken', 'kept');
    localStorage.setItem('customerUser', '{not json');
    expect((await import('./session.ts')).sessionStore.get()).toBeNull();

    vi.resetModules();
    localStorage.removeItem('customerUser');
    expect((await import('./session.ts')).sessionStore.get()).toBeNull();
  });
});
