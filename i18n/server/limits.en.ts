// Server messages of the size limits of the library and of exports (English); limits.ar.ts has the same keys.
const limits: Record<string, string> = {
  'library.too_deep': 'Categories can be nested at most 10 levels deep.',
  'library.paste_too_large': 'This branch is too large to paste: a paste can copy at most 500 categories and items.',
  'jobs.too_many_for_admin': 'You already have 3 exports waiting or running. Wait for one to finish, then try again.',
  'jobs.queue_full': 'Too many exports are waiting. Try again in a few minutes.',
  'limits.actions': 'Too many requests of this kind. Try again in %{wait}.',
};

export default limits;
