import { hash, verify } from '@node-rs/argon2';

/** argon2id with the library defaults (19 MiB, 2 passes, 1 lane): OWASP's recommended minimum. */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

export function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  return verify(passwordHash, password);
}

// Checked against when the e-mail is unknown, so a miss costs as long as a wrong password.
const dummyHash = hash('not-a-real-password-used-for-timing');

export async function verifyAgainstNothing(password: string): Promise<false> {
  await verify(await dummyHash, password);
  return false;
}
