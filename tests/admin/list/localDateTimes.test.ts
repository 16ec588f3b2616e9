// Date-time filters are the admin's local time: the search carries them with the admin's UTC offset at
// that moment, and the server compares them with timestamps stored in UTC.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { dataProvider } from '../../../src/providers/dataProvider';
import { withLocalOffset } from '../../../src/providers/localDateTimes';
import { api, server } from '../msw';
import { searchAnswer } from './fixtures';

let zoneBefore: string | undefined;
beforeEach(() => {
  zoneBefore = process.env.TZ;
  // Egypt: UTC+2, and UTC+3 in summer time (end of April to end of October).
  process.env.TZ = 'Africa/Cairo';
});
afterEach(() => {
  process.env.TZ = zoneBefore;
});

describe('local date-times in filters', () => {
  it('adds the offset of that moment, summer time included', () => {
    expect(withLocalOffset('2026-11-24T10:00')).toBe('2026-11-24T10:00+02:00');
    expect(withLocalOffset('2026-07-01T23:59')).toBe('2026-07-01T23:59+03:00');
    expect(withLocalOffset('2026-07-01T08:30:15')).toBe('2026-07-01T08:30:15+03:00');
  });

  it('leaves days, zoned times and other values alone', () => {
    expect(withLocalOffset('2026-11-24')).toBe('2026-11-24');
    expect(withLocalOffset('2026-11-24T10:00Z')).toBe('2026-11-24T10:00Z');
    expect(withLocalOffset('2026-11-24T10:00+05:00')).toBe('2026-11-24T10:00+05:00');
    expect(withLocalOffset(['2026-11-24T10:00'])).toEqual(['2026-11-24T10:00']);
    expect(withLocalOffset(42)).toBe(42);
  });

  it('sends a created_at range typed in Cairo with its offset', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post(api('search'), async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json(searchAnswer());
      }),
    );
    await dataProvider.getList('products', {
      pagination: { page: 1, perPage: 30 },
      sort: { field: '', order: 'ASC' },
      filter: { created_at_from: '2026-11-24T10:00', created_at_to: '2026-11-24T18:30', name: 'Yoga' },
    });
    expect((bodies[0] as { filters: unknown }).filters).toEqual({
      created_at_from: '2026-11-24T10:00+02:00',
      created_at_to: '2026-11-24T18:30+02:00',
      name: 'Yoga',
    });
  });
});
