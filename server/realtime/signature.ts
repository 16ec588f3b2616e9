// Channel authorisation as Pusher specifies it: `{key}:{HMAC-SHA256(secret, "{socket_id}:{channel}") as hex}`.
import { createHmac, timingSafeEqual } from 'node:crypto';

export const SOCKET_ID_PATTERN = /^\d{1,20}\.\d{1,20}$/;

export function channelSignature(key: string, secret: string, socketId: string, channel: string): string {
  const digest = createHmac('sha256', secret).update(`${socketId}:${channel}`).digest('hex');
  return `${key}:${digest}`;
}

export function isValidSignature(
  key: string,
  secret: string,
  socketId: string,
  channel: string,
  auth: unknown,
): boolean {
  if (typeof auth !== 'string') return false;
  const expected = Buffer.from(channelSignature(key, secret, socketId, channel));
  const given = Buffer.from(auth);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
