import type { SignedInAccount } from '@careercard/shared/auth';
import { isLocale, type Locale } from '@careercard/shared/locale';
import { roles, type Role } from '@careercard/shared/permissions';
import { useSyncExternalStore } from 'react';
import { paths } from '@/config/paths';

/** The spec's local storage keys. */
const TOKEN_KEY = 'token';
const USER_KEY = 'user';
/** The staff session put aside while its staff member is signed in as a user. */
const STAFF_KEY = 'careercard.staffSession';

export interface SessionUser {
  id: number;
  name: string;
  email: string;
  role: Role;
  permissions: string[];
  /** A staff member signed in as this user (Login as user). */
  impersonatedBy?: { id: number; name: string };
  /** The account's saved interface language (absent in sessions stored before it existed). */
  locale?: Locale;
  /** Staff who must set up two-factor sign-in before they may do anything else. */
  twoFactorSetupRequired?: boolean;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/**
 * The stored user, or an error when it is not one. Checked by hand, not with zod: every page
 * reads the session first, and zod would be a sixth of a public page's first JavaScript.
 */
function parseSessionUser(value: unknown): SessionUser {
  if (!isRecord(value)) throw new Error('No stored user');
  const { id, name, email, role, permissions = [], impersonatedBy, locale } = value;
  const { twoFactorSetupRequired } = value;
  if (typeof id !== 'number' || typeof name !== 'string' || typeof email !== 'string') {
    throw new Error('No stored user');
  }
  if (!roles.includes(role as Role)) throw new Error('No stored role');
  if (!Array.isArray(permissions) || !permissions.every((key) => typeof key === 'string')) {
    throw new Error('No stored permissions');
  }
  const user: SessionUser = { id, name, email, role: role as Role, permissions };
  if (impersonatedBy !== undefined) {
    if (
      !isRecord(impersonatedBy) ||
      typeof impersonatedBy.id !== 'number' ||
      typeof impersonatedBy.name !== 'string'
    ) {
      throw new Error('No stored staff member');
    }
    user.impersonatedBy = { id: impersonatedBy.id, name: impersonatedBy.name };
  }
  if (locale !== undefined) {
    if (!isLocale(locale)) throw new Error('No stored language');
    user.locale = locale;
  }
  if (twoFactorSetupRequired === true) user.twoFactorSetupRequired = true;
  return user;
}

export interface Session {
  token: string;
  user: SessionUser;
}

const listeners = new Set<() => void>();
let cached: Session | null | undefined;

function read(): Session | null {
  if (typeof localStorage === 'undefined') return null; // the server renders a visitor's page
  const token = localStorage.getItem(TOKEN_KEY);
  if (!token) return null;
  try {
    const user = parseSessionUser(JSON.parse(localStorage.getItem(USER_KEY) ?? 'null'));
    return { token, user };
  } catch {
    return null; // an unreadable entry is no session
  }
}

function changed() {
  cached = undefined;
  listeners.forEach((listener) => listener());
}

export const session = {
  get: (): Session | null => {
    if (cached === undefined) cached = read();
    return cached;
  },
  /** Stores a sign-in; the role is the first entry of the server's role list, as in the spec. */
  start(account: SignedInAccount) {
    const user: SessionUser = {
      id: account.id,
      name: account.name,
      email: account.email,
      role: account.role[0] ?? 'user',
      permissions: account.permissions,
      locale: account.locale,
      ...(account.impersonatedBy ? { impersonatedBy: account.impersonatedBy } : {}),
      ...(account.twoFactorSetupRequired ? { twoFactorSetupRequired: true } : {}),
    };
    localStorage.setItem(TOKEN_KEY, account.token);
    localStorage.setItem(USER_KEY, JSON.stringify(user));
    changed();
  },
  update(user: SessionUser) {
    localStorage.setItem(USER_KEY, JSON.stringify(user));
    changed();
  },
  /** Ends the session; a Login as user session (signed out, or expired) returns to the staff's. */
  end() {
    if (session.get()?.user.impersonatedBy && session.returnToStaff()) return;
    localStorage.removeItem(TOKEN_KEY);
    localStorage.removeItem(USER_KEY);
    changed();
  },
  /** Login as user: the staff session waits aside until `returnToStaff`. */
  impersonate(account: SignedInAccount) {
    const staff = session.get();
    if (staff) localStorage.setItem(STAFF_KEY, JSON.stringify(staff));
    session.start(account);
  },
  /** Back from a Login as user session: the staff session again, if it was kept. */
  returnToStaff(): boolean {
    const kept = localStorage.getItem(STAFF_KEY);
    localStorage.removeItem(STAFF_KEY);
    try {
      const { token, user } = JSON.parse(kept ?? 'null') as Session;
      localStorage.setItem(TOKEN_KEY, token);
      localStorage.setItem(USER_KEY, JSON.stringify(parseSessionUser(user)));
      changed();
      return true;
    } catch {
      return false;
    }
  },
  subscribe: (listener: () => void) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
};

// Signing in or out in another tab applies here too. (No window: the server renders a page.)
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === null || event.key === TOKEN_KEY || event.key === USER_KEY) changed();
  });
}

/** A page the server renders is a visitor's: no session, the same while the browser hydrates it. */
const noSession = () => null;

export function useSession(): Session | null {
  return useSyncExternalStore(session.subscribe, session.get, noSession);
}

/** Where a signed-in person belongs: admins in the back office, users on their dashboard. */
export function homeOf(user: SessionUser): string {
  return user.role === 'admin' ? paths.admin.home : paths.dashboard.home;
}
