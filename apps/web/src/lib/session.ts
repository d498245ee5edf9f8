import { roles, type SignedInAccount } from '@careercard/shared/auth';
import { localeSchema } from '@careercard/shared/locale';
import { useSyncExternalStore } from 'react';
import { z } from 'zod';
import { paths } from '@/config/paths';

/** The spec's local storage keys. */
const TOKEN_KEY = 'token';
const USER_KEY = 'user';
/** The staff session put aside while its staff member is signed in as a user. */
const STAFF_KEY = 'careercard.staffSession';

const sessionUserSchema = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  role: z.enum(roles),
  permissions: z.array(z.string()).default([]),
  /** A staff member signed in as this user (Login as user). */
  impersonatedBy: z.object({ id: z.number(), name: z.string() }).optional(),
  /** The account's saved interface language (absent in sessions stored before it existed). */
  locale: localeSchema.optional(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;
export interface Session {
  token: string;
  user: SessionUser;
}

const listeners = new Set<() => void>();
let cached: Session | null | undefined;

function read(): Session | null {
  const token = localStorage.getItem(TOKEN_KEY);
  if (!token) return null;
  try {
    const user = sessionUserSchema.parse(JSON.parse(localStorage.getItem(USER_KEY) ?? 'null'));
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
      localStorage.setItem(USER_KEY, JSON.stringify(sessionUserSchema.parse(user)));
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

// Signing in or out in another tab applies here too.
window.addEventListener('storage', (event) => {
  if (event.key === null || event.key === TOKEN_KEY || event.key === USER_KEY) changed();
});

export function useSession(): Session | null {
  return useSyncExternalStore(session.subscribe, session.get);
}

/** Where a signed-in person belongs: admins in the back office, users on their dashboard. */
export function homeOf(user: SessionUser): string {
  return user.role === 'admin' ? paths.admin.home : paths.dashboard.home;
}
