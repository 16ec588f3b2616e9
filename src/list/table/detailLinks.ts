// Link cells name a detail page (spec 2.2); these are its admin paths, relative to /default.
import type { LinkValue } from '../types';

/** Route name → path of the page, `:id` replaced by the linked id. */
const DETAIL_PATHS: Record<string, string> = {
  'users-details': '/users/users-list/:id',
  'admins-details': '/admins/:id',
  'subscriptions-details': '/subscriptions/:id',
  'payout-request-details': '/payout-requests/:id',
  'program-details': '/programs/:id',
  'Sub-programs-edit': '/sub-programs-edit/:id',
};

/** Route names whose page does not exist in this admin; their links lead to a "not available" page. */
const UNAVAILABLE_ROUTES = new Set(['property-details']);

export const NOT_AVAILABLE_PATH = '/not-available';

export function isLinkValue(value: unknown): value is LinkValue {
  return typeof value === 'object' && value !== null && 'route' in value && 'id' in value;
}

/** The path (without the admin basename) a link cell leads to, or null for unknown routes. */
export function detailPath(link: LinkValue): string | null {
  if (UNAVAILABLE_ROUTES.has(link.route)) return NOT_AVAILABLE_PATH;
  const pattern = DETAIL_PATHS[link.route];
  return pattern ? pattern.replace(':id', encodeURIComponent(String(link.id))) : null;
}
