// Stands in for @node-rs/argon2 (a Node module) in the demo build only (vite.config.ts): a password the
// server's own routes hash in the demo (a new admin's) is kept as the demo's marked plain text, so that
// admin can sign in to the demo (./passwords.ts).
import { passwordMatches, storedPassword } from './passwords';

export async function hash(password: string): Promise<string> {
  return storedPassword(password);
}

export async function verify(stored: string, password: string): Promise<boolean> {
  return passwordMatches(stored, password);
}
