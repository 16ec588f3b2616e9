// /default/payout-requests/ops/:id — the old address of a payout decision: decisions are taken on the
// request's details page now, which opens the one `?status=` names.
import { Navigate, useParams, useSearchParams } from 'react-router-dom';

export default function PayoutTransitionPage() {
  const { id } = useParams();
  const [search] = useSearchParams();
  const status = search.get('status');
  const query = status ? `?${new URLSearchParams({ status })}` : '';
  // Requests come from members and coaches: without an id there is nothing to decide.
  const to = id ? `../../${encodeURIComponent(id)}${query}` : '../..';
  return <Navigate to={to} relative="path" replace />;
}
