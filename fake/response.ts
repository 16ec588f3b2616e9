// The demo backend's answer: status, headers and the JSON body, as the browser's service worker sends it.
export interface FakeResponse {
  status: number;
  headers: Record<string, string>;
  body: unknown;
}

export function answer(status: number, body: unknown, headers: Record<string, string> = {}): FakeResponse {
  return { status, headers: { 'content-type': 'application/json; charset=utf-8', ...headers }, body };
}
