// Where stored uploads (and export files) live: the local disk (the default, one node) or an S3-compatible bucket that every
// node shares (UPLOADS_S3_BUCKET). Names are random and never reused, so objects are written once.
import type { Readable } from 'node:stream';

export interface StoredObject {
  size: number;
  body: Readable;
}

export interface UploadStore {
  readonly kind: 'disk' | 's3';
  /** Writes a new object (names are 128 random bits, so never one that exists). */
  put(name: string, bytes: Buffer, mime: string): Promise<void>;
  /** Moves a finished file (an export) into the store, streamed. */
  putFile(name: string, path: string, mime: string): Promise<void>;
  remove(name: string): Promise<void>;
  /** The object's size and bytes, or null when there is no such object. */
  open(name: string): Promise<StoredObject | null>;
  close(): void;
}
