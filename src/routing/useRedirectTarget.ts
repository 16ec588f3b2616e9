// Where a session page leads once the admin is signed in again: the page's `redirect` query parameter when
// it is a path on this site, otherwise the dashboard (safeRedirect).
import { useSearchParams } from 'react-router-dom';
import { safeRedirect } from './safeRedirect';

export function useRedirectTarget(): string {
  const [searchParams] = useSearchParams();
  return safeRedirect(searchParams.get('redirect'));
}
