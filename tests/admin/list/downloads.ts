// jsdom has no object URLs and does not download: records, for each test of the calling file, what the
// admin would save. The window's own (absent) object URLs come back after each test, as test files may
// share their window.
import { afterEach, beforeEach, vi } from 'vitest';

export interface Downloads {
  /** Each saved file: its name and the object URL it was saved from (`blob:test/1`, `blob:test/2`…). */
  saved: Array<{ name: string; href: string }>;
  /** The blobs given object URLs, in order. */
  blobs: Blob[];
}

export function recordDownloads(): Downloads {
  const downloads: Downloads = { saved: [], blobs: [] };
  const own = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
  beforeEach(() => {
    downloads.saved.length = 0;
    downloads.blobs.length = 0;
    URL.createObjectURL = vi.fn((blob: Blob) => `blob:test/${downloads.blobs.push(blob)}`);
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.saved.push({ name: this.download, href: this.href });
    });
  });
  afterEach(() => {
    vi.restoreAllMocks();
    URL.createObjectURL = own.create;
    URL.revokeObjectURL = own.revoke;
  });
  return downloads;
}
