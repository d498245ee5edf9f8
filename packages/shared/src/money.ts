import { z } from 'zod';

/**
 * A price an admin types, in taka: not negative, at most `max`, whole poisha (two decimals).
 * Stored as integer poisha.
 */
export const takaPrice = (max: number) =>
  z
    .number({ error: 'The price must be a number.' })
    .min(0, 'The price must not be negative.')
    .max(max, `The price must be at most ${max}.`)
    .multipleOf(0.01, 'The price can have at most two decimals.');

/** Taka as stored, in poisha, without a floating-point remainder (30.1 × 100 is 3010.0000000000005). */
export const toPoisha = (taka: number) => Math.round(taka * 100);
