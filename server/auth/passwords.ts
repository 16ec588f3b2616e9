// Passwords are hashed with argon2id (the library's default algorithm); the cost comes from Config.
import { hash, verify } from '@node-rs/argon2';
import type { PasswordHashing } from '../config';

export function hashPassword(password: string, cost: PasswordHashing): Promise<string> {
  return hash(password, { memoryCost: cost.memoryCost, timeCost: cost.timeCost, parallelism: 1 });
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    // A malformed stored hash is a non-match, never a crash.
    return false;
  }
}

let dummyHash: Promise<string> | null = null;

/** Spends the same time as a real check, so an unknown email cannot be told apart by timing. */
export async function verifyAgainstDummy(password: string, cost: PasswordHashing): Promise<false> {
  dummyHash ??= hashPassword('dummy-password-for-timing', cost);
  await verifyPassword(await dummyHash, password);
  return false;
}
