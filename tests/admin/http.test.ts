// The request helper (spec 7, 8) against msw: headers, payloads, answers, toasts and 401 handling.
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { HttpError, request, requestBlob } from '../../src/providers/http';
import { subscribeToToasts, type Toast } from '../../src/providers/notifier';
import { registerNavigate, type NavigateFunction } from '../../src/routing/navigation';
import { productPage } from './dataProviderAnswers';
import { api, server } from './msw';
import en from '../../i18n/en';
import ar from '../../i18n/ar';

let toasts: Toast[];
let navigate: Mock<NavigateFunction>;
let unregister: () => void;

beforeEach(() => {
  toasts = [];
  subscribeToToasts((toast) => toasts.push(toast));
  navigate = vi.fn<NavigateFunction>();
  unregister = registerNavigate(navigate);
});

afterEach(() => {
  unregister();
  vi.restoreAllMocks();
});

/**
 * Answers every call with `answer`, which the API itself never sends: a proxy's page when it cannot reach
 * the API, or another backend of the contract. It stands in for fetch itself: msw holds the answers it
 * gives to the API's own document.
 */
function answerOutsideTheApi(answer: Response) {
  vi.spyOn(globalThis, 'fetch').mockResolvedValue(answer);
}
const gatewayPage = (status: number, text: string) =>
  new Response(text, { status, headers: { 'Content-Type': 'text/html' } });

/** What the server answers to GET dashboard: the cards' counts. */
const dashboardAnswer = {
  state: 1,
  data: {
    period_days: 30,
    cards: [{ key: 'users', count: 3, current_period: 0, previous_period: 0, model: 'users', filters: {} }],
    attention: [],
  },
};

/** Answers `path` with `body` and keeps the request the helper sent. */
function capture(method: 'get' | 'post', path: string, body: unknown, status = 200) {
  const seen: Request[] = [];
  server.use(
    http[method](api(path), ({ request: sent }) => {
      seen.push(sent.clone());
      return HttpResponse.json(body as Record<string, unknown>, { status });
    }),
  );
  return seen;
}

describe('request: what is sent', () => {
  it('sends the four headers with the stored token and language, and cookies', async () => {
    localStorage.setItem('access_token', 'tok-123');
    localStorage.setItem('language', 'ar');
    const seen = capture('get', 'dashboard', dashboardAnswer);
    await request('dashboard');
    const [sent] = seen;
    expect(sent.method).toBe('GET');
    expect(sent.headers.get('Content-Type')).toBe('application/json; charset=UTF-8');
    expect(sent.headers.get('X-Requested-With')).toBe('XMLHttpRequest');
    expect(sent.headers.get('Authorization')).toBe('Bearer tok-123');
    expect(sent.headers.get('Accept-Language')).toBe('ar');
    expect(sent.credentials).toBe('include');
  });

  it('sends an empty bearer and English when nothing is stored', async () => {
    const seen = capture('get', 'dashboard', dashboardAnswer);
    await request('dashboard');
    // Header values are trimmed by fetch, so "Bearer " arrives as "Bearer".
    expect(seen[0].headers.get('Authorization')).toBe('Bearer');
    expect(seen[0].headers.get('Accept-Language')).toBe('en');
  });

  it('puts GET data in the query: lists repeat their key, objects go as JSON, empty values are left out', async () => {
    const seen = capture('get', 'role/permissions', { state: 1, data: { permissions: [], groups: [] } });
    await request('role/permissions', {
      data: { page: 2, status: ['active', 'expired'], range: { from: 1 }, none: null, gone: undefined },
    });
    const url = new URL(seen[0].url);
    expect(url.pathname).toBe('/api/v1/admin/role/permissions');
    expect(url.search).toBe('?page=2&status=active&status=expired&range=%7B%22from%22%3A1%7D');
    expect(await seen[0].text()).toBe('');
  });

  it('sends other methods a JSON body, `{}` when there is no data', async () => {
    const seen = capture('post', 'search', productPage());
    await request('search', { method: 'post', data: { model: 'users', filters: { status: ['a'] } } });
    expect(await seen[0].text()).toBe('{"model":"users","filters":{"status":["a"]}}');
    expect(new URL(seen[0].url).search).toBe('');

    const bare = capture('post', 'logout', { state: 1, data: null });
    await request('logout', { method: 'post' });
    expect(await bare[0].text()).toBe('{}');
  });

  it('sends multipart form data with files and no Content-Type, so the browser sets the boundary', async () => {
    // Inspected where it leaves the helper: jsdom's File cannot cross into the fetch that runs the tests.
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(Response.json({ state: 1, data: null }));
    localStorage.setItem('access_token', 'tok');
    const image = new File(['png-bytes'], 'face.png', { type: 'image/png' });
    await request('admins', { method: 'post', data: { first_name: 'Mona', role_ids: [1, 2] }, files: { image } });
    const [url, init] = fetchSpy.mock.calls[0] as [URL, RequestInit];
    fetchSpy.mockRestore();
    expect(String(url)).toBe(api('admins'));
    expect(init.method).toBe('POST');
    const headers = init.headers as Record<string, string>;
    expect(headers).toEqual({
      'X-Requested-With': 'XMLHttpRequest',
      Authorization: 'Bearer tok',
      'Accept-Language': 'en',
    });
    const form = init.body as FormData;
    expect(form).toBeInstanceOf(FormData);
    expect(form.get('first_name')).toBe('Mona');
    expect(form.getAll('role_ids')).toEqual(['1', '2']);
    const file = form.get('image') as File;
    expect(file.name).toBe('face.png');
    expect(file.type).toBe('image/png');
  });
});

describe('request: answers and toasts', () => {
  it('resolves to the envelope; a string answer is parsed as JSON', async () => {
    // Another backend of the contract may label its JSON as plain text.
    answerOutsideTheApi(
      new Response('{"state":1,"data":{"currency":"EGP"}}', { headers: { 'Content-Type': 'text/plain' } }),
    );
    await expect(request('settings')).resolves.toEqual({ state: 1, data: { currency: 'EGP' } });
    expect(toasts).toEqual([]);
  });

  it('shows a message of a successful answer as a success toast for 8 s', async () => {
    capture('post', 'settings/currency', {
      state: 1,
      message: 'Saved successfully',
      data: { key: 'currency', value: 'EGP' },
    });
    await request('settings/currency', { method: 'post', data: { value: 'EGP' } });
    expect(toasts).toEqual([{ message: 'Saved successfully', type: 'success', autoHideDuration: 8000 }]);
  });

  it('shows a failure with its field errors for 9 s and rethrows them', async () => {
    const body = {
      state: 0,
      message: 'The given data was invalid.',
      errors: { email: ['The email is taken.'], password: ['Too short.', 'Needs a digit.'] },
    };
    capture('post', 'admins', body, 422);
    const error = await request('admins', { method: 'post', data: {} }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HttpError);
    // The body react-admin reads shows one message per field, the first one.
    const shown = { ...body, errors: { email: 'The email is taken.', password: 'Too short.' } };
    expect(error).toMatchObject({
      status: 422,
      message: 'The given data was invalid.',
      errors: body.errors,
      body: shown,
    });
    expect(toasts).toEqual([
      {
        message: 'The given data was invalid.\n• The email is taken.\n• Too short.\n• Needs a digit.',
        type: 'error',
        autoHideDuration: 9000,
        multiLine: true,
      },
    ]);
  });

  it('treats `state: 0` as a failure even with HTTP 200', async () => {
    // Another backend's way of refusing: the API itself answers a failure with its 4xx status.
    answerOutsideTheApi(Response.json({ state: 0, message: 'Role exists' }));
    await expect(
      request('role/create', { method: 'post', data: { name: 'Editors', permissions: [] } }),
    ).rejects.toMatchObject({
      status: 200,
      message: 'Role exists',
    });
    expect(toasts).toEqual([{ message: 'Role exists', type: 'error', autoHideDuration: 9000, multiLine: false }]);
  });

  it("names the route when a 404 has no message, in the admin's language", async () => {
    // A backend without the route (the API's own 404 carries a message).
    answerOutsideTheApi(gatewayPage(404, '<html>Not Found</html>'));
    await expect(request('no/such/route')).rejects.toMatchObject({
      status: 404,
      message: 'app.http.route_not_found',
      messageArgs: { path: 'no/such/route' },
    });
    expect(toasts).toEqual([
      {
        message: 'app.http.route_not_found',
        messageArgs: { path: 'no/such/route' },
        type: 'error',
        autoHideDuration: 9000,
        multiLine: false,
      },
    ]);
    expect(en.app.http.route_not_found).toBe('Route not found: %{path}');
    expect(ar.app.http.route_not_found).toBe('المسار غير موجود: %{path}');
  });

  it('gives the status when a failure has no message', async () => {
    answerOutsideTheApi(gatewayPage(502, 'Bad Gateway'));
    await expect(request('settings/x', { method: 'post' })).rejects.toMatchObject({
      status: 502,
      message: 'app.http.failed_status',
      messageArgs: { status: 502 },
    });
  });

  it('stays silent when asked to be quiet', async () => {
    capture('post', 'admins', { state: 0, message: 'Nope' }, 500);
    await expect(request('admins', { method: 'post', quiet: true })).rejects.toMatchObject({ status: 500 });
    expect(toasts).toEqual([]);
  });

  it('turns a network failure into an HttpError with status 0', async () => {
    server.use(http.get(api('dashboard'), () => HttpResponse.error()));
    await expect(request('dashboard')).rejects.toMatchObject({ status: 0, message: 'app.http.network_error' });
    expect(toasts.map((toast) => toast.message)).toEqual(['app.http.network_error']);
  });
});

describe('request: 401', () => {
  it("ends the session, says 'Need to login!' and opens the login page coming back here", async () => {
    window.history.replaceState(null, '', '/default/users?status=active#top');
    localStorage.setItem('access_token', 'revoked');
    localStorage.setItem('user', '{"id":1}');
    localStorage.setItem('permissions', '["view-User"]');
    localStorage.setItem('language', 'ar');
    capture('get', 'dashboard', { state: 0, message: 'Your session has ended.' }, 401);

    await expect(request('dashboard')).rejects.toMatchObject({ status: 401 });
    expect(toasts).toEqual([{ message: 'app.http.need_login', type: 'error', autoHideDuration: 9000 }]);
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith(
      '/session/login?redirect=%2Fdefault%2Fusers%3Fstatus%3Dactive%23top',
      undefined,
    );
    expect(['access_token', 'user', 'permissions'].map((key) => localStorage.getItem(key))).toEqual([null, null, null]);
    expect(localStorage.getItem('language')).toBe('ar');
  });

  it('shows the server message of a failed login and stays on the page', async () => {
    window.history.replaceState(null, '', '/session/login');
    capture('post', 'login', { state: 0, message: 'These credentials do not match.' }, 401);
    await expect(request('login', { method: 'post', data: { email: 'a@b.c', password: 'x' } })).rejects.toMatchObject({
      status: 401,
    });
    expect(toasts.map((toast) => toast.message)).toEqual(['These credentials do not match.']);
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('requestBlob', () => {
  it('returns the bytes and the file name of an export', async () => {
    const bytes = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x00, 0xff]);
    server.use(
      http.post(
        api('search'),
        () =>
          new HttpResponse(bytes, {
            headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': 'attachment; filename="results.pdf"' },
          }),
      ),
    );
    const { blob, filename } = await requestBlob('search', {
      method: 'post',
      data: { model: 'users', export_format: 'pdf' },
    });
    expect(filename).toBe('results.pdf');
    expect(new Uint8Array(await blob.arrayBuffer())).toEqual(bytes);
  });

  it('names a file by its type when no name is given', async () => {
    const type = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
    server.use(
      http.post(api('search'), () => new HttpResponse(new Uint8Array([1, 2]), { headers: { 'Content-Type': type } })),
    );
    const data = { model: 'users', export_format: 'excel' };
    await expect(requestBlob('search', { method: 'post', data })).resolves.toMatchObject({ filename: 'results.xlsx' });
  });

  it('reports a JSON failure like request does', async () => {
    capture('post', 'search', { state: 0, message: 'Export failed' }, 500);
    await expect(
      requestBlob('search', { method: 'post', data: { model: 'users', export_format: 'pdf' } }),
    ).rejects.toMatchObject({
      status: 500,
      message: 'Export failed',
    });
    expect(toasts.map((toast) => toast.message)).toEqual(['Export failed']);
  });
});
