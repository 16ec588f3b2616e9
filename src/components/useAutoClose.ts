// A message dialog that closes itself after `ms` while it is open (spec 8's two-second dialogs).
import { useEffect } from 'react';

export function useAutoClose(open: boolean, onClose: () => void, ms: number): void {
  useEffect(() => {
    if (!open) return;
    const timer = setTimeout(onClose, ms);
    return () => clearTimeout(timer);
  }, [open, onClose, ms]);
}
