// The generic list's routes: search (pages, actions), one row, notes and option search, answered by the
// server's own functions (server/search/*). Exports need the server: the demo says so.
import { answerAddNote } from '../../server/search/add-note';
import { answerSearch } from '../../server/search/answer-search';
import type { ListContext } from '../../server/search/context';
import { answerFieldSearch, answerFieldSearchBody, answerSearchPicker } from '../../server/search/picker-requests';
import { answerSingle } from '../../server/search/single';
import { demoMessage } from '../messages';
import { answer, type FakeCall, type FakeRoute } from '../router';

/** The server's list context, on a database without text-index tables. */
export function listContextOf(call: FakeCall): ListContext {
  return { db: call.db, dialect: 'sqlite', language: call.language, admin: call.admin, textIndexes: false };
}

export const listRoutes: FakeRoute[] = [
  {
    method: 'POST',
    path: '/search',
    permissions: [],
    handle: (call) =>
      answerSearch(listContextOf(call), call.body, async () =>
        answer(400, { state: 0, message: demoMessage(call.language, 'not_in_demo') }),
      ),
  },
  {
    method: 'GET',
    path: '/getSingle/:model/:id',
    permissions: [],
    handle: (call) => answerSingle(listContextOf(call), call.params.model, call.params.id),
  },
  {
    method: 'POST',
    path: '/add-note/:model/:id',
    permissions: [],
    handle: (call) => answerAddNote(listContextOf(call), call.params.model, call.params.id, call.body),
  },
  {
    method: 'GET',
    path: '/searchSingle/:model/:field/:query',
    permissions: [],
    handle: (call) => answerFieldSearch(listContextOf(call), call.params.model, call.params.field, call.params.query),
  },
  {
    method: 'GET',
    path: '/searchSingle/:model/:field',
    permissions: [],
    handle: (call) => answerFieldSearch(listContextOf(call), call.params.model, call.params.field, ''),
  },
  {
    method: 'POST',
    path: '/field-search',
    permissions: [],
    handle: (call) => answerFieldSearchBody(listContextOf(call), call.body),
  },
  {
    method: 'POST',
    path: '/search-picker',
    permissions: [],
    handle: (call) => answerSearchPicker(listContextOf(call), call.body),
  },
];
