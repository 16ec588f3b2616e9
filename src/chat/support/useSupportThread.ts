// The support thread the route names (/default/support/:threadId), and the way to open another: the page
// shows the selected thread, its list marks it and opens the one clicked.
import { useBasename } from 'react-admin';
import { useNavigate, useParams } from 'react-router-dom';

export function useSupportThread() {
  const navigate = useNavigate();
  const basename = useBasename();
  const { threadId } = useParams();
  const selected = threadId && /^\d+$/.test(threadId) ? Number(threadId) : null;
  return { selected, open: (id: number) => navigate(`${basename}/support/${id}`) };
}
