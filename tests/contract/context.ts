// What the checks share: the client, the credentials, and the rows the kit itself created (the only
// rows it changes, trashed again at the end).
import type { ContractClient, Transport } from './client';

export interface ContractOptions {
  base: string;
  email: string;
  password: string;
  /** An account without `view-Coupon`, for the 403 checks; they are skipped without one. */
  limited?: { email: string; password: string };
  /** A backend answering in this process instead of over HTTP (the demo backend); checks marked `http` are skipped. */
  transport?: Transport;
}

export interface ContractContext {
  client: ContractClient;
  options: ContractOptions;
  /** Ids of the coupons this run created. */
  created: number[];
}

export class Skip extends Error {}

export interface Check {
  /** `METHOD path` as docs/api.md names the endpoint, plus what is checked. */
  endpoint: string;
  /** Needs a real HTTP server (a streamed file download). */
  http?: boolean;
  run(context: ContractContext): Promise<void>;
}
