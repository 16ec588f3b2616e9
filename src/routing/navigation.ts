// Navigation for code outside React (the http helper, the authProvider): the router registers its
// navigate function here; before that, or without a router, the browser loads the page.

export type NavigateFunction = (to: string, options?: { replace?: boolean }) => void;

let registered: NavigateFunction | null = null;

/** Returns the function that unregisters it. */
export function registerNavigate(navigate: NavigateFunction): () => void {
  registered = navigate;
  return () => {
    if (registered === navigate) registered = null;
  };
}

export function navigateTo(to: string, options?: { replace?: boolean }): void {
  if (registered) registered(to, options);
  else if (options?.replace) window.location.replace(to);
  else window.location.assign(to);
}

/** The current path with its query and hash, as `redirect` carries it. */
export function currentFullPath(): string {
  const { pathname, search, hash } = window.location;
  return `${pathname}${search}${hash}`;
}
