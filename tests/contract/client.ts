// The contract kit's HTTP client: plain fetch against any backend, no admin code, so what it checks is
// the wire contract of the API document (docs/openapi.json) and nothing the admin happens to tolerate.

export interface Answer {
  status: number;
  headers: Headers;
  /** The parsed JSON body, or null for a binary or empty answer. */
  body: any;
  /** Size in bytes of a binary answer. */
  bytes: number;
  /** The body as text for a JSON answer ('' otherwise), for checking it against the API document. */
  text: string;
}

export interface CallOptions {
  json?: unknown;
  /** A raw body sent as `application/json` (for malformed JSON). */
  raw?: string;
  /** A multipart form (an upload). */
  form?: FormData;
  token?: string | null;
  language?: 'en' | 'ar';
}

/** One request as the kit sends it; the default sends it with fetch, a backend in the same process may answer it itself. */
export interface ContractRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string | FormData;
}

export type Transport = (request: ContractRequest) => Promise<Answer>;

/** Over HTTP with fetch. */
export const fetchTransport: Transport = async ({ method, url, headers, body }) => {
  const response = await fetch(url, { method, headers, body });
  const type = response.headers.get('content-type') ?? '';
  const buffer = Buffer.from(await response.arrayBuffer());
  let parsed: unknown = null;
  let text = '';
  if (type.includes('json') && buffer.length > 0) {
    text = buffer.toString('utf8');
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = undefined;
    }
  }
  return { status: response.status, headers: response.headers, body: parsed, bytes: buffer.length, text };
};

/** `http://host:8080` → `http://host:8080/api/v1/admin/`; a base that already names the API stays. */
export function apiBase(base: string): string {
  const trimmed = base.replace(/\/+$/, '');
  return /\/api\/v1\/admin$/.test(trimmed) ? `${trimmed}/` : `${trimmed}/api/v1/admin/`;
}

export class ContractClient {
  token: string | null = null;

  constructor(
    readonly api: string,
    private readonly transport: Transport = fetchTransport,
  ) {}

  async call(method: string, path: string, options: CallOptions = {}): Promise<Answer> {
    const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': options.language ?? 'en' };
    const token = options.token === undefined ? this.token : options.token;
    if (token) headers.Authorization = `Bearer ${token}`;
    let body: string | FormData | undefined = options.form;
    if (options.raw !== undefined || options.json !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = options.raw ?? JSON.stringify(options.json);
    }
    return this.transport({ method, url: new URL(path, this.api).toString(), headers, body });
  }
}
