import { session } from '@/lib/session';

/** A signed-in user's session for the tests of calls that need one (used by tests only). */
export const signIn = () =>
  session.start({
    id: 1,
    name: 'A',
    email: 'a@example.test',
    role: ['user'],
    permissions: [],
    locale: 'en',
    token: 'cc_t',
  });
