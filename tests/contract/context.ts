// What the checks share: the client, the API document, the credentials, and the undo steps of what the
// kit itself created or changed (run last, newest first).
import type { Contract } from '../support/contract';
import type { ContractClient, Transport } from './client';

export interface ContractOptions {
  base: string;
  email: string;
  password: string;
  /** An account without `view-Coupon`, for the 403 checks; they are skipped without one. */
  limited?: { email: string; password: string };
  /** A backend answering in this process instead of over HTTP (the demo backend). */
  transport?: Transport;
  /** Operations this backend documents as not offered (the demo's NOT_IN_DEMO): skipped with this reason. */
  notOffered?: { operations: readonly string[]; why: string };
  /** Check only these operations (`METHOD /path`); sign-in and sign-out always run. */
  only?: readonly string[];
}

export interface ContractContext {
  client: ContractClient;
  contract: Contract;
  options: ContractOptions;
  /** Undo steps for what the kit created or changed, run at the end, newest first. */
  cleanups: Array<{ what: string; operation: string; run(): Promise<void> }>;
  /** The operation whose check is running (its undo steps are its own: a failed one fails it). */
  current: string;
  /** Things one check makes and others use (a group, a role…), each made once. */
  made: Map<string, Promise<unknown>>;
}

export class Skip extends Error {}

export interface Check {
  /** The document's operation, `METHOD /path/{template}`. */
  operation: string;
  /** Calls the operation with valid input and checks the answer; a string it returns is shown as a note. */
  run(context: ContractContext): Promise<undefined | string>;
}

/** The thing `key` names, made by `make` the first time any check asks for it. */
export function made<T>(context: ContractContext, key: string, make: () => Promise<T>): Promise<T> {
  let promise = context.made.get(key) as Promise<T> | undefined;
  if (!promise) {
    promise = make();
    context.made.set(key, promise);
  }
  return promise;
}

/** A SKIP when the backend documents `what` (an operation or a feature) as not offered. */
export function unlessNotOffered(context: ContractContext, what: string): void {
  const { notOffered } = context.options;
  if (notOffered?.operations.includes(what)) throw new Skip(`needs ${what}: ${notOffered.why}`);
}

/** Registers an undo step for something the kit made or changed. */
export function undo(context: ContractContext, what: string, run: () => Promise<void>): void {
  context.cleanups.push({ what, operation: context.current, run });
}

/** A name the kit's own rows carry, so anyone can tell them apart (and find leftovers). */
export function contractName(label: string): string {
  return `CONTRACT-${label}-${Math.random().toString(36).slice(2, 8)}`;
}
