import { describe, expect, it } from 'vitest';
import { homeOf, session } from './session';

const account = {
  id: 7,
  name: 'Rumana Haque',
  email: 'rumana@example.test',
  role: ['user' as const],
  permissions: [],
  locale: 'en' as const,
  token: 'cc_abc',
};

describe('session', () => {
  it('keeps the token and the user under the spec keys, with the first role', () => {
    session.start({ ...account, role: ['admin', 'user'] });
    expect(localStorage.getItem('token')).toBe('cc_abc');
    expect(JSON.parse(localStorage.getItem('user') ?? '{}')).toMatchObject({
      id: 7,
      role: 'admin',
    });
    expect(session.get()?.user.role).toBe('admin');
  });

  it('ends by removing both keys and tells its listeners', () => {
    session.start(account);
    let told = 0;
    const stop = session.subscribe(() => (told += 1));
    session.end();
    stop();
    expect(told).toBe(1);
    expect(session.get()).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('puts the staff session aside while its staff member is signed in as a user, and returns to it', () => {
    const staff = {
      ...account,
      id: 1,
      name: 'Super Admin',
      role: ['admin' as const],
      token: 'cc_staff',
    };
    session.start(staff);
    session.impersonate({ ...account, impersonatedBy: { id: 1, name: 'Super Admin' } });
    expect(session.get()).toMatchObject({
      token: 'cc_abc',
      user: { id: 7, impersonatedBy: { id: 1, name: 'Super Admin' } },
    });
    // Signed out (or expired), the Login as user session gives way to the staff's.
    session.end();
    expect(session.get()).toMatchObject({ token: 'cc_staff', user: { id: 1, role: 'admin' } });
    expect(session.get()?.user.impersonatedBy).toBeUndefined();
    session.end();
    expect(session.get()).toBeNull();
  });

  it('follows a sign-out in another tab', () => {
    session.start({
      id: 9,
      name: 'B',
      email: 'b@example.test',
      role: ['user'],
      permissions: [],
      locale: 'en',
      token: 'cc_b',
    });
    expect(session.get()?.user.id).toBe(9); // read, so it is cached
    localStorage.clear(); // what the other tab did
    window.dispatchEvent(new StorageEvent('storage', { key: 'token' }));
    expect(session.get()).toBeNull();
  });

  it('treats an unreadable stored user as no session', () => {
    session.end();
    localStorage.setItem('token', 'cc_x');
    localStorage.setItem('user', '{not json');
    window.dispatchEvent(new StorageEvent('storage', { key: 'user' }));
    expect(session.get()).toBeNull();
  });

  it('sends admins to the back office and users to the dashboard', () => {
    const user = { id: 1, name: 'x', email: 'x@example.test', permissions: [] };
    expect(homeOf({ ...user, role: 'admin' })).toBe('/admin');
    expect(homeOf({ ...user, role: 'user' })).toBe('/dashboard');
  });
});
