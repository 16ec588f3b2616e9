// The error answers every operation may give, in the `{ state: 0, message, errors? }` envelope
// (server/http/errors.ts). Added to each operation of the document unless the route declares its own.
import type { JsonSchema } from '../http/schema';

export const ERROR_ENVELOPE: JsonSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['state', 'message'],
  properties: {
    state: { const: 0 },
    message: { type: 'string' },
    errors: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } },
    // GET /api/health's monitors read it; nothing else sends it.
    status: { type: 'string' },
  },
};

export const ERROR_STATUSES: Record<number, string> = {
  400: 'The request is malformed or a field is invalid (`errors`: field → messages)',
  401: 'Not signed in, or the token expired',
  403: 'The signed-in admin lacks the permission',
  404: 'The record or route does not exist',
  409: 'The record changed or is in use',
  410: 'The file is gone (an export file past its expiry)',
  413: 'The body or file is too large',
  414: 'The URL or a path parameter is too long',
  415: 'The media type is not accepted',
  422: 'A rule of the model refuses the change (`errors`: field → messages)',
  429: 'Too many requests: try again later',
  500: 'An unexpected failure (logged; no detail is given)',
  503: 'The service is unavailable',
};
