import { beforeEach, describe, expect, it, vi } from 'vitest';

const user = { id: 7, email: 'a@b.jo', name: 'Rana', companyName: 'Rana Co', customerType: 1, isProfileCompleted: false };

describe('sessionStore', () => {
  beforeEach(() => {
    localStorage.clear();
    vi.resetModules();
  });

  it('stores only the user summary (the token is in the HttpOnly cookie), tells its listeners, and clears it', async () => {
    const { sessionStore } = await import('./session.ts');
    const listener = vi.fn();
    const unsubscribe = sessionStore.subscribe(listener);

    sessionStore.set(user);
    expect(sessionStore.get()).toEqual({ user });
    expect(sessionStore.signedIn()).toBe(true);
    expect(JSON.parse(localStorage.getItem('customerUser')!)).toEqual(user);
    expect(Object.keys(localStorage)).toEqual(['customerUser']);
    expect(listener).toHaveBeenCalledTimes(1);

    sessionStore.clear();
    expect(sessionStore.get()).toBeNull();
    expect(sessionStore.signedIn()).toBe(false);
    expect(localStorage.getItem('customerUser')).toBeNull();
    expect(listener).toHaveBeenCalledTimes(2);

    unsubscribe();
    sessionStore.set(user);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('picks up a session stored by an earlier page load', async () => {
    localStorage.setItem('customerUser', JSON.stringify(user));
    const { sessionStore } = await import('./session.ts');
    expect(sessionStore.get()).toEqual({ user });
  });

  it('takes a stored summary without an e-mail and a name as no session (the frame would break on it)', async () => {
    localStorage.setItem('customerUser', JSON.stringify({ id: 7 }));
    const { sessionStore } = await import('./session.ts');
    expect(sessionStore.get()).toBeNull();
  });

  it('removes a token an earlier version kept in storage', async () => {
    localStorage.setItem('customerToken', 'old-token');
    localStorage.setItem('customerUser', JSON.stringify(user));
    const { sessionStore } = await import('./session.ts');
    expect(localStorage.getItem('customerToken')).toBeNull();
    // Still taken as signed in: the first refused call (no cookie yet) clears it and goes to /landing.
    expect(sessionStore.get()).toEqual({ user });
  });

  it('treats a damaged or missing stored user as signed out', async () => {
    localStorage.setItem('customerUser', '{not json');
    expect((await import('./session.ts')).sessionStore.get()).toBeNull();

    vi.resetModules();
    localStorage.removeItem('customerUser');
    expect((await import('./session.ts')).sessionStore.get()).toBeNull();
  });
});
