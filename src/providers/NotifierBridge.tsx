// Shows the notifier bus's toasts through react-admin's notifications. Mount one inside every
// react-admin context (the admin's `notification` slot and the session pages).
import { useEffect, useRef } from 'react';
import { useNotify } from 'react-admin';
import { subscribeToToasts } from './notifier';

export const NotifierBridge = () => {
  const notify = useNotify();
  const notifyRef = useRef(notify);
  // Identifies this bridge to the bus, so a re-run of the effect does not replay its own toasts.
  const owner = useRef({});

  useEffect(() => {
    notifyRef.current = notify;
  }, [notify]);

  useEffect(
    () =>
      subscribeToToasts(
        ({ message, type, autoHideDuration, messageArgs, multiLine }) =>
          notifyRef.current(message, { type, autoHideDuration, messageArgs, multiLine }),
        owner.current,
      ),
    [],
  );
  return null;
};
