// The demo backend keeps passwords as marked plain text: it holds only demo accounts, in one browser
// tab's memory, and argon2 is a Node module. Seeded staff admins keep their unusable hash.
const PREFIX = 'demo-plain:';

export function storedPassword(password: string): string {
  return `${PREFIX}${password}`;
}

export function passwordMatches(stored: string, password: string): boolean {
  return stored.startsWith(PREFIX) && stored.slice(PREFIX.length) === password;
}
