// Uploads store files on the server's disk: the demo answers that it has none.
import { demoMessage } from '../messages';
import { answer, type FakeRoute } from '../router';

export const uploadRoutes: FakeRoute[] = [
  {
    method: 'POST',
    path: '/file-uploaded/store',
    permissions: [],
    handle: async (call) => answer(400, { state: 0, message: demoMessage(call.language, 'not_in_demo') }),
  },
];
