// The one request helper (spec 7): every API call of the admin goes through `request` or `requestBlob`.
import { HttpError as RaHttpError } from 'react-admin';
import { API_BASE_URL, ERROR_TOAST_MS, SUCCESS_TOAST_MS } from '../config';
import { currentFullPath, navigateTo } from '../routing/navigation';
import { loginPathFor } from '../routing/safeRedirect';
import { storedLanguage } from './language';
import { showToast } from './notifier';
import { accessToken, clearSession } from './session';

export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** Field name → messages, as the API sends them with a failure. */
export type FieldErrors = Record<string, string[]>;

/** The envelope of every JSON answer (docs/architecture.md). */
export interface ApiResponse<T = unknown> {
  state: 0 | 1;
  message?: string;
  data: T;
  errors?: FieldErrors;
}

export interface RequestOptions {
  method?: Method;
  /**
   * GET: query parameters; an array repeats its key (`id=1&id=2`, how Fastify and most servers read
   * lists), an object is sent as JSON text, null/undefined are left out. Otherwise: the JSON body, or the
   * multipart fields when `files` is given.
   */
  data?: Record<string, unknown>;
  /** Sends multipart form data: each entry is one file field (a list repeats the field). */
  files?: Record<string, Blob | Blob[]>;
  signal?: AbortSignal;
  /** No toasts and no move to the login page (for calls whose failure is only logged, and logout). */
  quiet?: boolean;
}

export interface DownloadedFile {
  blob: Blob;
  filename: string;
}

/**
 * A failed request: HTTP status ≥ 400, `state: 0`, or no answer at all (status 0). It is react-admin's
 * HttpError, so a form shows the body's `{ errors: { field: message } }` under the fields.
 */
export class HttpError extends RaHttpError {
  constructor(
    message: string,
    readonly status: number,
    readonly errors: FieldErrors = {},
    body: unknown = null,
    /** Values for `message` when it is a translation key (the admin's own texts, used when the server gave none). */
    readonly messageArgs?: Record<string, unknown>,
  ) {
    super(message, status, body);
    // react-admin's constructor sets its own prototype, which would hide this class from `instanceof`.
    Object.setPrototypeOf(this, new.target.prototype);
    this.name = 'HttpError';
  }
}

/** The body react-admin reads: each field's first message, as its forms show one text per field. */
function withFirstMessages(body: unknown, errors: FieldErrors): unknown {
  const first = Object.entries(errors).flatMap(([field, messages]) => {
    const message = Array.isArray(messages) ? messages[0] : messages;
    return typeof message === 'string' && message !== '' ? [[field, message]] : [];
  });
  return body !== null && typeof body === 'object' ? { ...body, errors: Object.fromEntries(first) } : body;
}

const LOGIN_ROUTE = 'login';

export const messageKeys = {
  needLogin: 'app.http.need_login',
  network: 'app.http.network_error',
  routeNotFound: 'app.http.route_not_found',
  failedStatus: 'app.http.failed_status',
  notAFile: 'app.http.not_a_file',
} as const;

export function apiUrl(path: string): URL {
  const base = API_BASE_URL.endsWith('/') ? API_BASE_URL : `${API_BASE_URL}/`;
  return new URL(`${base}${path.replace(/^\/+/, '')}`, window.location.href);
}

function formValue(value: unknown): string {
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

function appendQuery(url: URL, data: Record<string, unknown>): void {
  for (const [key, value] of Object.entries(data)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) value.forEach((item) => url.searchParams.append(key, formValue(item)));
    else url.searchParams.append(key, formValue(value));
  }
}

function multipartBody(data: Record<string, unknown>, files: Record<string, Blob | Blob[]>): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(data)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) value.forEach((item) => form.append(key, formValue(item)));
    else form.append(key, formValue(value));
  }
  for (const [key, value] of Object.entries(files)) {
    for (const file of Array.isArray(value) ? value : [value]) {
      // The file name is passed explicitly so it survives any Blob/File implementation.
      form.append(key, file, file instanceof File ? file.name : 'blob');
    }
  }
  return form;
}

function buildRequest(path: string, { method = 'get', data, files, signal }: RequestOptions): [URL, RequestInit] {
  const url = apiUrl(path);
  const headers: Record<string, string> = {
    'X-Requested-With': 'XMLHttpRequest',
    Authorization: `Bearer ${accessToken() ?? ''}`,
    'Accept-Language': storedLanguage(),
  };
  const init: RequestInit = { method: method.toUpperCase(), credentials: 'include', headers, signal };
  if (files) {
    // No Content-Type: the browser writes it with the multipart boundary.
    init.body = multipartBody(data ?? {}, files);
  } else {
    headers['Content-Type'] = 'application/json; charset=UTF-8';
    if (method === 'get') appendQuery(url, data ?? {});
    // An empty JSON body is an error for many servers, so a body-less call sends `{}`.
    else init.body = JSON.stringify(data ?? {});
  }
  return [url, init];
}

/** Reads an answer as JSON; a string answer is parsed, text that is not JSON comes back as a string. */
async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function asEnvelope(body: unknown): Partial<ApiResponse> {
  return body !== null && typeof body === 'object' ? (body as Partial<ApiResponse>) : {};
}

/** The server's message followed by every field message, one per line. */
export function failureText(message: string, errors: FieldErrors): string {
  const lines = Object.values(errors)
    .flatMap((messages) => (Array.isArray(messages) ? messages : [messages]))
    .filter(Boolean);
  return [message, ...lines.map((line) => `• ${line}`)].join('\n');
}

function failure(path: string, response: Response, body: unknown): HttpError {
  const envelope = asEnvelope(body);
  const errors = envelope.errors && typeof envelope.errors === 'object' ? envelope.errors : {};
  const shown = withFirstMessages(body, errors);
  if (envelope.message) return new HttpError(envelope.message, response.status, errors, shown);
  // No text from the server: the admin's own, in the admin's language.
  return response.status === 404
    ? new HttpError(messageKeys.routeNotFound, response.status, errors, shown, { path })
    : new HttpError(messageKeys.failedStatus, response.status, errors, shown, { status: response.status });
}

function reportFailure(path: string, error: HttpError, quiet = false): void {
  if (quiet) return;
  if (error.status === 401 && path.replace(/^\/+/, '') !== LOGIN_ROUTE) {
    clearSession();
    // Several calls may fail at once: only the first one speaks and moves to the login page.
    if (window.location.pathname.startsWith('/session/')) return;
    showToast({ message: messageKeys.needLogin, type: 'error', autoHideDuration: ERROR_TOAST_MS });
    navigateTo(loginPathFor(currentFullPath()));
    return;
  }
  const hasFieldErrors = Object.keys(error.errors).length > 0;
  showToast({
    message: hasFieldErrors ? failureText(error.message, error.errors) : error.message,
    messageArgs: error.messageArgs,
    type: 'error',
    autoHideDuration: ERROR_TOAST_MS,
    multiLine: hasFieldErrors,
  });
}

async function send(path: string, options: RequestOptions): Promise<Response> {
  const [url, init] = buildRequest(path, options);
  try {
    return await fetch(url, init);
  } catch (cause) {
    if (options.signal?.aborted) throw cause;
    const error = new HttpError(messageKeys.network, 0);
    reportFailure(path, error, options.quiet);
    throw error;
  }
}

/**
 * Calls `path` (relative to the API base) and resolves to the answer's envelope. A `message` is shown as
 * a toast; a failure shows the server's message and field errors and rejects with an HttpError; a 401
 * also ends the session and opens the login page, which brings the user back here afterwards.
 */
export async function request<T = unknown>(path: string, options: RequestOptions = {}): Promise<ApiResponse<T>> {
  const response = await send(path, options);
  const body = await readBody(response);
  const envelope = asEnvelope(body);
  if (!response.ok || envelope.state === 0) {
    const error = failure(path, response, body);
    reportFailure(path, error, options.quiet);
    throw error;
  }
  if (envelope.message && !options.quiet) {
    showToast({
      message: envelope.message,
      type: envelope.state === 1 ? 'success' : 'error',
      autoHideDuration: SUCCESS_TOAST_MS,
    });
  }
  return body as ApiResponse<T>;
}

const EXTENSIONS: Record<string, string> = {
  'application/pdf': 'pdf',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'xlsx',
};

function filenameOf(response: Response): string {
  const disposition = response.headers.get('Content-Disposition') ?? '';
  const encoded = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(disposition);
  if (encoded) {
    try {
      return decodeURIComponent(encoded[1].trim());
    } catch {
      // fall through to the plain name
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/i.exec(disposition);
  if (plain) return plain[1].trim();
  const type = (response.headers.get('Content-Type') ?? '').split(';')[0].trim().toLowerCase();
  return `results.${EXTENSIONS[type] ?? 'bin'}`;
}

/** A binary answer as the file and its name, read with `response.blob()` so the bytes arrive intact. */
async function fileOf(response: Response): Promise<DownloadedFile | null> {
  const isJson = (response.headers.get('Content-Type') ?? '').includes('json');
  return response.ok && !isJson ? { blob: await response.blob(), filename: filenameOf(response) } : null;
}

/** A JSON answer where a file was expected: the server's failure, or a success that is not a file. */
function notAFile(path: string, response: Response, body: unknown): HttpError {
  return response.ok && asEnvelope(body).state !== 0
    ? new HttpError(messageKeys.notAFile, response.status, {}, body, { path })
    : failure(path, response, body);
}

/** Like `request`, for binary answers (exports): resolves to the file and its name; a JSON answer is a failure. */
export async function requestBlob(path: string, options: RequestOptions = {}): Promise<DownloadedFile> {
  const response = await send(path, options);
  const file = await fileOf(response);
  if (file) return file;
  const error = notAFile(path, response, await readBody(response));
  reportFailure(path, error, options.quiet);
  throw error;
}

/**
 * Like `requestBlob`, for an export the server may turn into a job (a large list): resolves to the file,
 * or to the job's id when the answer is `202 { data: { job_id } }`.
 */
export async function requestFileOrJob(
  path: string,
  options: RequestOptions = {},
): Promise<DownloadedFile | { jobId: string }> {
  const response = await send(path, options);
  const file = await fileOf(response);
  if (file) return file;
  const body = await readBody(response);
  const envelope = asEnvelope(body);
  const jobId = (envelope.data as { job_id?: unknown } | undefined)?.job_id;
  if (response.ok && envelope.state !== 0 && typeof jobId === 'string') return { jobId };
  const error = notAFile(path, response, body);
  reportFailure(path, error, options.quiet);
  throw error;
}
