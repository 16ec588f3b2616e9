// tsx compiles functions with esbuild's keepNames, which wraps named inner functions in a `__name`
// helper; a function sent to page.evaluate takes those calls along, so the page needs the helper too.
export const NAME_HELPER = 'globalThis.__name ??= (target) => target';
