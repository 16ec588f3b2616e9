// The contract checker (tests/support/contract.ts) refuses the requests and answers the real server would:
// on the API's own document (docs/openapi.json) and on a small document for the cases it has no route for
// yet (multipart schemas, answer schemas).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { type ApiDocument, contractOf } from '../support/contract';

const document = JSON.parse(readFileSync(new URL('../../docs/openapi.json', import.meta.url), 'utf8')) as ApiDocument;
const api = contractOf(document);
const JSON_TYPE = 'application/json; charset=UTF-8';
const url = (path: string) => `http://localhost:3000/api/v1/admin/${path}`;

const idParam = { in: 'path', name: 'id', required: true, schema: { type: 'string', pattern: '^[1-9][0-9]*$' } };
const noteBody = {
  type: 'object',
  additionalProperties: false,
  required: ['text'],
  properties: {
    text: { type: 'string', minLength: 1 },
    pinned: { type: 'boolean' },
    owner_id: { type: ['integer', 'null'] },
  },
};
const small = contractOf({
  servers: [{ url: '/api/v1/admin' }],
  paths: {
    '/notes/{id}': {
      post: {
        parameters: [idParam],
        requestBody: {
          required: true,
          content: {
            'application/json': { schema: noteBody },
            'multipart/form-data': {
              schema: {
                type: 'object',
                additionalProperties: false,
                properties: { text: { type: 'string' }, image: { type: 'string', format: 'binary' } },
              },
            },
          },
        },
        responses: {
          200: {
            content: {
              'application/json': {
                schema: {
                  type: 'object',
                  additionalProperties: false,
                  required: ['state', 'data'],
                  properties: {
                    state: { enum: [1] },
                    data: {
                      type: 'object',
                      additionalProperties: false,
                      required: ['id', 'text'],
                      properties: { id: { type: 'integer' }, text: { type: 'string' } },
                    },
                  },
                },
              },
            },
          },
        },
      },
    },
    '/tags/{id}': {
      post: {
        parameters: [idParam],
        requestBody: { content: { 'application/json': { schema: noteBody } } },
        responses: {},
      },
    },
    '/history': {
      get: {
        parameters: [
          { in: 'query', name: 'limit', schema: { type: 'string', pattern: '^[1-9][0-9]?$' } },
          { in: 'query', name: 'status', required: true, schema: { type: 'string', enum: ['open', 'closed'] } },
        ],
        responses: {},
      },
    },
  },
});

function form(entries: Array<[string, string | Blob]>): FormData {
  const data = new FormData();
  for (const [name, value] of entries) data.append(name, value);
  return data;
}

describe('requestProblem on the API document', () => {
  it('accepts a request the server takes', () => {
    const body = JSON.stringify({ email: 'admin@demo.test', password: 'secret' });
    expect(api.requestProblem('POST', url('login'), JSON_TYPE, body)).toBeNull();
    expect(api.requestProblem('POST', url('admins/12'), JSON_TYPE, { first_name: 'Mona', role_id: 2 })).toBeNull();
  });

  it('refuses a route the API does not have, naming the call', () => {
    expect(api.requestProblem('POST', url('admins/12/promote'), JSON_TYPE, '{}')).toBe(
      'POST /api/v1/admin/admins/12/promote: no operation of the API document takes this method and path',
    );
    expect(api.requestProblem('DELETE', url('login'), undefined, undefined)).toMatch(/no operation/);
  });

  it('refuses a field the body schema does not allow, naming the field', () => {
    const problem = api.requestProblem(
      'POST',
      url('admins/12'),
      JSON_TYPE,
      JSON.stringify({ id: 12, first_name: 'Mona' }),
    );
    expect(problem).toContain('POST /api/v1/admin/admins/12 (POST /admins/{id})');
    expect(problem).toContain('body.id: unknown field (additionalProperties: false)');
  });

  it('refuses a field of the wrong type', () => {
    expect(api.requestProblem('POST', url('admins/12'), JSON_TYPE, { role_id: 'two' })).toContain(
      'body.role_id: must be integer,null (got "two")',
    );
  });

  it('refuses a body that lacks a required field', () => {
    expect(api.requestProblem('POST', url('login'), JSON_TYPE, { email: 'admin@demo.test' })).toContain(
      'body.password: missing required field',
    );
  });

  it('refuses a path parameter its schema does not allow', () => {
    expect(api.requestProblem('POST', url('admins/approve/abc'), JSON_TYPE, { role_id: 2 })).toContain(
      'path parameter id: must match pattern',
    );
  });

  it('refuses a body that is not JSON', () => {
    expect(api.requestProblem('POST', url('login'), JSON_TYPE, '{email')).toContain('body: not JSON');
  });

  it('leaves the admin files and uploads alone', () => {
    expect(api.requestProblem('GET', 'http://localhost:3000/uploads/a.png', undefined, undefined)).toBeNull();
  });
});

describe('requestProblem: query strings and multipart bodies', () => {
  it('holds a documented query string to its parameters', () => {
    expect(small.requestProblem('GET', url('history?status=open&limit=5'), undefined, undefined)).toBeNull();
    const problem = small.requestProblem('GET', url('history?status=lost&page=2'), undefined, undefined);
    expect(problem).toContain('query parameter status: must be equal to one of the allowed values (got "lost")');
    expect(problem).toContain('query parameter page: unknown (documented: limit, status)');
    expect(small.requestProblem('GET', url('history'), undefined, undefined)).toContain(
      'query parameter status: missing required parameter',
    );
  });

  it('checks a multipart body against the multipart schema when there is one', () => {
    const image = new Blob(['png'], { type: 'image/png' });
    expect(
      small.requestProblem(
        'POST',
        url('notes/3'),
        undefined,
        form([
          ['text', 'hi'],
          ['image', image],
        ]),
      ),
    ).toBeNull();
    expect(
      small.requestProblem('POST', url('notes/3'), 'multipart/form-data; boundary=x', form([['id', '3']])),
    ).toContain('body.id: unknown field');
  });

  it("checks a multipart body's text fields against the JSON schema otherwise, read as the server converts them", () => {
    const image = new Blob(['png'], { type: 'image/png' });
    const accepted = form([
      ['text', 'hi'],
      ['pinned', '1'],
      ['owner_id', ''],
      ['image', image],
    ]);
    expect(small.requestProblem('POST', url('tags/3'), undefined, accepted)).toBeNull();
    const refused = small.requestProblem(
      'POST',
      url('tags/3'),
      undefined,
      form([
        ['pinned', 'maybe'],
        ['id', '3'],
      ]),
    );
    expect(refused).toContain('body.text: missing required field');
    expect(refused).toContain('body.id: unknown field');
    expect(refused).toContain('body.pinned: must be boolean (got "maybe")');
  });
});

describe('answerProblem', () => {
  const answer = (body: unknown) =>
    small.answerProblem('POST', url('notes/3'), 200, 'application/json', JSON.stringify(body));

  it('accepts an answer the document describes', () => {
    expect(answer({ state: 1, data: { id: 3, text: 'hi' } })).toBeNull();
  });

  it('refuses an answer with a field the schema does not have, or of the wrong type', () => {
    const problem = answer({ state: 1, data: { id: '3', text: 'hi', extra: true } });
    expect(problem).toContain(
      'POST http://localhost:3000/api/v1/admin/notes/3 → 200: the answer breaks the API document',
    );
    expect(problem).toContain('body.data.id: must be integer (got "3")');
    expect(problem).toContain('body.data.extra: unknown field');
  });

  it('refuses an error answer outside the error envelope on the API document', () => {
    expect(api.answerProblem('POST', url('login'), 400, 'application/json', JSON.stringify({ error: 'no' }))).toContain(
      'body.error: unknown field',
    );
  });
});
