// One node of the cluster run, spoken to over HTTP; counts the requests it served.
export class ClusterFailure extends Error {}

export function check(condition: boolean, message: string): asserts condition {
  if (!condition) throw new ClusterFailure(message);
}

export interface JobAnswer {
  state: string;
  rows_total: number;
  rows_done: number;
}

interface CallOptions {
  token?: string;
  body?: unknown;
  /** A prepared multipart body. */
  raw?: { payload: Buffer; headers: Record<string, string> };
  /** The client address, as a proxy would forward it. */
  ip?: string;
}

export class ClusterClient {
  served = 0;

  constructor(
    readonly name: string,
    private readonly baseUrl: string,
  ) {}

  count(status: number): void {
    if (status > 0) this.served += 1;
  }

  async call(method: 'GET' | 'POST', path: string, options: CallOptions = {}) {
    const headers: Record<string, string> = { 'accept-language': 'en', ...(options.raw?.headers ?? {}) };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (options.ip) headers['x-forwarded-for'] = options.ip;
    let body: BodyInit | undefined;
    if (options.raw) body = new Uint8Array(options.raw.payload);
    else if (options.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.body);
    }
    const response = await fetch(`${this.baseUrl}/api/v1/admin/${path}`, { method, headers, body });
    this.count(response.status);
    const bytes = Buffer.from(await response.arrayBuffer());
    const isJson = (response.headers.get('content-type') ?? '').includes('json');
    return { status: response.status, bytes, json: isJson ? (JSON.parse(bytes.toString()) as unknown) : undefined };
  }

  async login(email: string, password: string, ip: string): Promise<string> {
    const res = await this.call('POST', 'login', { body: { email, password }, ip });
    check(res.status === 200, `sign-in on node ${this.name} answered ${res.status}`);
    return (res.json as { data: { token: string } }).data.token;
  }

  /** Reads GET jobs/{id} until `until` holds. */
  async waitForJob(token: string, jobId: string, until: (job: JobAnswer) => boolean, timeoutMs: number) {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const res = await this.call('GET', `jobs/${jobId}`, { token });
      check(res.status === 200, `GET jobs/${jobId} on node ${this.name} answered ${res.status}`);
      const job = (res.json as { data: JobAnswer }).data;
      if (until(job)) return job;
      check(
        Date.now() < deadline,
        `job ${jobId} still ${job.state} (${job.rows_done}/${job.rows_total}) on ${this.name}`,
      );
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}
