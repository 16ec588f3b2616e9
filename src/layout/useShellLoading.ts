// Whether the shell is still loading what it shows first (the admin's permissions, which decide the
// menu, and the profile of the user block). The loading screen shows only during that, and at most
// 2 seconds; `ready` then stays true.
import { useEffect, useState } from 'react';
import { usePermissions } from 'react-admin';
import { SHELL } from '../config';
import { useMyProfile } from './user/profileStore';

export function useShellLoading(): { ready: boolean } {
  const { isPending: permissionsPending } = usePermissions();
  const { isPending: profilePending } = useMyProfile({ load: true });
  const pending = permissionsPending || profilePending;
  const [settled, setSettled] = useState(!pending);
  const [timedOut, setTimedOut] = useState(false);

  useEffect(() => {
    const timer = window.setTimeout(() => setTimedOut(true), SHELL.loadingScreenMaxMs);
    return () => window.clearTimeout(timer);
  }, []);

  useEffect(() => {
    if (!pending) setSettled(true);
  }, [pending]);

  return { ready: settled || timedOut };
}
