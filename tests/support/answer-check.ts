// Every answer a server test receives through `app.inject` is checked against the API's OpenAPI document as
// the app itself generates it, so the document cannot drift from what the routes send.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { type ApiDocument, contractOf } from './contract';

/** The body as the client reads it once decoded: compressed answers are checked like plain ones. */
function decodedBody(response: LightMyRequestResponse): string {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(response.rawPayload).toString();
  if (encoding === 'gzip') return gunzipSync(response.rawPayload).toString();
  return response.body;
}

export function checkAnswersAgainstDocument(app: FastifyInstance): void {
  const contract = contractOf(app.swagger() as unknown as ApiDocument);
  const inject = app.inject.bind(app) as (options: InjectOptions | string) => Promise<LightMyRequestResponse>;
  const checked = async (options: InjectOptions | string): Promise<LightMyRequestResponse> => {
    const response = await inject(options);
    const { method = 'GET', url = '/' } = typeof options === 'string' ? { url: options } : options;
    const target = typeof url === 'string' ? url : `${url.pathname ?? '/'}`;
    const problem = contract.answerProblem(
      String(method),
      target,
      response.statusCode,
      response.headers['content-type'] as string | undefined,
      decodedBody(response),
    );
    if (problem) throw new Error(problem);
    return response;
  };
  // The chained form (`app.inject()` with no options) is left as it is: no test uses it.
  app.inject = ((options?: InjectOptions | string) =>
    options === undefined ? inject(undefined as never) : checked(options)) as typeof app.inject;
}
