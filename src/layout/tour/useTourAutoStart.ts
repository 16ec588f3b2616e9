// Starts the tour 1 second after the shell has loaded (spec 2.3, 9), when configuration enables it
// and this admin has not finished or dismissed it before.
import { useEffect } from 'react';
import { SHELL } from '../../config';
import { storedUser } from '../../providers/session';
import { isTourDone } from './tourStorage';

export function useTourAutoStart(ready: boolean, start: () => void): void {
  useEffect(() => {
    if (!ready || !SHELL.tourEnabled) return;
    const adminId = storedUser()?.id;
    if (adminId === undefined || isTourDone(adminId)) return;
    const timer = window.setTimeout(start, SHELL.tourStartDelayMs);
    return () => window.clearTimeout(timer);
  }, [ready, start]);
}
