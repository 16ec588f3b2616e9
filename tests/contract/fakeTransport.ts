// The contract kit against the demo backend (fake/) in this process: each request is handed to its
// `handle`, with the body parsed as the service worker parses it.
import type { FakeBackend } from '../../fake/backend';
import { INVALID_JSON } from '../../fake/router';
import type { Transport } from './client';

export function fakeTransport(backend: FakeBackend): Transport {
  return async ({ method, url, headers, body }) => {
    let parsed: unknown;
    if (typeof body === 'string') {
      try {
        parsed = JSON.parse(body);
      } catch {
        parsed = INVALID_JSON;
      }
    }
    const lowerCased = Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));
    const answer = await backend.handle(method, new URL(url).pathname, parsed, lowerCased);
    return {
      status: answer.status,
      headers: new Headers(answer.headers),
      body: answer.body,
      bytes: 0,
      text: JSON.stringify(answer.body ?? null),
    };
  };
}
