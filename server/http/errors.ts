// HttpError and the one error handler: every failure becomes `{ state: 0, message, errors? }` in the
// request language; stack traces and SQL text never reach the client.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasMessage, translate, type Language } from './language';
import { reportServerError } from '../monitoring/error-reporting';
import { validationErrors } from './validation-errors';

/** Thrown by routes. `message` and the texts in `errors` may be message keys; they are translated. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: Record<string, string[]>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export interface ErrorBody {
  state: 0;
  message: string;
  errors?: Record<string, string[]>;
}

function translated(language: Language, text: string): string {
  return hasMessage(text) ? translate(language, text) : text;
}

// Framework and multipart error codes that are the client's fault, with the status and text to answer.
const CLIENT_ERRORS: Record<string, { status: number; key: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, key: 'errors.invalid_json' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, key: 'errors.invalid_json' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, key: 'errors.body_too_large' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, key: 'errors.unsupported_media_type' },
  FST_INVALID_MULTIPART_CONTENT_TYPE: { status: 415, key: 'uploads.multipart_required' },
  FST_REQ_FILE_TOO_LARGE: { status: 413, key: 'errors.body_too_large' },
  FST_PARTS_LIMIT: { status: 413, key: 'uploads.too_many_parts' },
  FST_FILES_LIMIT: { status: 413, key: 'uploads.too_many_parts' },
  FST_FIELDS_LIMIT: { status: 413, key: 'uploads.too_many_parts' },
};

const GENERIC_BY_STATUS: Record<number, string> = {
  404: 'errors.not_found',
  413: 'errors.body_too_large',
  415: 'errors.unsupported_media_type',
  429: 'errors.too_many_requests',
};

export function errorBody(request: FastifyRequest, error: unknown): { status: number; body: ErrorBody } {
  const language = request.language;
  if (error instanceof HttpError) {
    const body: ErrorBody = { state: 0, message: translated(language, error.message) };
    if (error.errors) {
      body.errors = Object.fromEntries(
        Object.entries(error.errors).map(([field, messages]) => [
          field,
          messages.map((text) => translated(language, text)),
        ]),
      );
    }
    return { status: error.statusCode, body };
  }
  const fastifyError = error as Partial<FastifyError>;
  if (fastifyError.validation) {
    return {
      status: 400,
      body: {
        state: 0,
        message: translate(language, 'errors.validation'),
        errors: validationErrors(language, fastifyError.validation, fastifyError.validationContext),
      },
    };
  }
  const known = fastifyError.code ? CLIENT_ERRORS[fastifyError.code] : undefined;
  if (known) return { status: known.status, body: { state: 0, message: translate(language, known.key) } };
  const status = fastifyError.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return {
      status,
      body: { state: 0, message: translate(language, GENERIC_BY_STATUS[status] ?? 'errors.bad_request') },
    };
  }
  return { status: 500, body: { state: 0, message: translate(language, 'errors.server') } };
}

export function sendError(request: FastifyRequest, reply: FastifyReply, error: unknown): FastifyReply {
  const { status, body } = errorBody(request, error);
  if (status >= 500) {
    request.log.error({ err: error }, 'request failed');
    reportServerError(error, { method: request.method, route: request.routeOptions?.url ?? request.url });
  }
  if (status === 401) reply.header('www-authenticate', 'Bearer');
  return reply.code(status).type('application/json; charset=utf-8').send(body);
}

export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    sendError(request, reply, error);
  });
}
