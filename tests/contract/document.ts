// The API document the kit checks against: the one the backend serves at GET openapi.json, or the repo's
// docs/openapi.json when it serves none.
import { readFileSync } from 'node:fs';
import type { ApiDocument } from '../support/contract';
import type { ContractClient } from './client';

export interface LoadedDocument {
  document: ApiDocument;
  /** Where it came from, for the kit's first line. */
  source: string;
}

const REPO_DOCUMENT = new URL('../../docs/openapi.json', import.meta.url);

export async function loadDocument(client: ContractClient): Promise<LoadedDocument> {
  const served = new URL('openapi.json', client.api).toString();
  let why = 'it serves none';
  try {
    const answer = await client.call('GET', 'openapi.json', { token: null });
    if (answer.status === 200 && answer.body && typeof answer.body.paths === 'object')
      return { document: answer.body as ApiDocument, source: `${served} (served by the backend)` };
    why = `GET openapi.json answered ${answer.status}`;
  } catch (error) {
    why = `GET openapi.json failed (${error instanceof Error ? error.message : String(error)})`;
  }
  return {
    document: JSON.parse(readFileSync(REPO_DOCUMENT, 'utf8')) as ApiDocument,
    source: `docs/openapi.json of this repository (the backend: ${why})`,
  };
}
