// Socket ids in Pusher's `<digits>.<digits>` form that nobody can guess or make up: the first part is
// random, the second a keyed digest of it, so any node sharing REALTIME_SECRET knows an id one of them
// handed to a connection, and `broadcasting/auth` never signs an id before a socket holds it.
import { createHmac, randomInt } from 'node:crypto';

/** randomInt's widest range: 48 bits. */
const RANDOM_PART = 2 ** 47;

function digestPart(secret: string, randomPart: string): string {
  const digest = createHmac('sha256', secret).update(`socket:${randomPart}`).digest();
  // 48 bits of the digest, written as decimal digits.
  return String(digest.readUIntBE(0, 6));
}

export function newSocketId(secret: string): string {
  const randomPart = String(randomInt(1, RANDOM_PART));
  return `${randomPart}.${digestPart(secret, randomPart)}`;
}

/** Whether a node with this secret handed out the id (it may since have closed). */
export function isIssuedSocketId(secret: string, socketId: string): boolean {
  const [randomPart, digest] = socketId.split('.');
  return randomPart !== undefined && digest !== undefined && digestPart(secret, randomPart) === digest;
}
