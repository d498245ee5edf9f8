import { ZxcvbnFactory, type MatchExtended } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';
import { AppError } from '../../lib/app-error';

const TRY_ANOTHER = 'Choose another one: a few unrelated words make a strong password.';
export const COMMON_PASSWORD_MESSAGE = `This password is one of the most common ones, which attackers try first. ${TRY_ANOTHER}`;
export const PATTERN_PASSWORD_MESSAGE = `This password is a simple pattern (a repeated character, a run such as 12345678 or keys side by side), which attackers try first. ${TRY_ANOTHER}`;
export const PERSONAL_PASSWORD_MESSAGE = `This password is mostly your name or e-mail address, which attackers try first. ${TRY_ANOTHER}`;
const WEAK_PASSWORD_MESSAGE = `This password is too easy to guess. ${TRY_ANOTHER}`;

/** Building the dictionaries takes about a second: only when a password is first checked. */
let estimator: ZxcvbnFactory | undefined;
const estimate = (password: string, personal: string[]) => {
  estimator ??= new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs });
  return estimator.check(password, personal);
};

const lengthOf = (matches: MatchExtended[]) =>
  matches.reduce((sum, match) => sum + match.token.length, 0);

/** Whether the person's own words (name, e-mail) make up at least half of the password. */
function isMostlyPersonal(password: string, words: string[]): boolean {
  const plain = password.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
  let rest = plain;
  for (const word of [...words].sort((a, b) => b.length - a.length))
    rest = rest.replaceAll(word, '');
  return rest.length * 2 <= plain.length;
}

/** Why a password is refused, or null: zxcvbn's estimate against the common passwords of many leaks. */
export function weakPasswordMessage(password: string, personal: string[] = []): string | null {
  // The words of a name and of an e-mail's local part, as a guesser who knows the person tries.
  const words = personal
    .flatMap((text) => text.toLowerCase().split(/[^\p{L}\p{N}]+/u))
    .filter((word) => word.length >= 3);
  if (isMostlyPersonal(password, words)) return PERSONAL_PASSWORD_MESSAGE;
  const result = estimate(password, words);
  // Score 0 or 1: found within a million guesses, which a stolen password hash gives away at once.
  if (result.score >= 2) return null;
  const common = result.sequence.filter((match) => match.dictionaryName === 'passwords-common');
  if (lengthOf(common) * 2 >= password.length) return COMMON_PASSWORD_MESSAGE;
  const patterns = result.sequence.filter((match) =>
    ['repeat', 'sequence', 'spatial', 'date'].includes(match.pattern),
  );
  if (lengthOf(patterns) * 2 >= password.length) return PATTERN_PASSWORD_MESSAGE;
  return WEAK_PASSWORD_MESSAGE;
}

/** Refuses a new password that is easy to guess, naming why under `field`. */
export function assertStrongPassword(
  password: string,
  { field, personal }: { field: string; personal: string[] },
): void {
  const message = weakPasswordMessage(password, personal);
  if (message) throw new AppError(422, message, { [field]: [message] });
}
