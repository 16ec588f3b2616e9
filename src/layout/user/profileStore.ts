// The signed-in admin's profile (GET admins/my-profile), shared by the user block and the loading
// screen. Loaded when the shell mounts and again after the profile changes (`refreshProfile`);
// a failure is only logged (spec 8). The stored session is kept in step with it.
import { useEffect, useState, useSyncExternalStore } from 'react';
import { request } from '../../providers/http';
import { accessToken, saveSession, storedPermissions, type SessionUser } from '../../providers/session';

export interface Profile extends SessionUser {
  permissions?: string[];
}

export type ProfileStatus = 'idle' | 'loading' | 'loaded' | 'failed';

interface ProfileState {
  /** The session the profile belongs to: another sign-in starts again from `idle`. */
  token: string | null;
  status: ProfileStatus;
  profile: Profile | null;
}

let state: ProfileState = { token: null, status: 'idle', profile: null };
const listeners = new Set<() => void>();
let inflight: Promise<void> | null = null;

function setState(next: ProfileState): void {
  state = next;
  listeners.forEach((listener) => listener());
}

/** Saves what the server says about the admin into the stored session (name, image, permissions). */
export function rememberProfile({ permissions, ...user }: Profile, token = accessToken()): void {
  if (!token) return;
  saveSession({ token, user, permissions: permissions ?? storedPermissions() });
}

async function load(fresh: boolean): Promise<void> {
  const token = accessToken();
  // A refresh of the same session keeps showing the profile it has meanwhile; a new shell starts from
  // the session's stored copy of the admin.
  const keep = !fresh && state.token === token && state.profile !== null;
  setState({ token, status: keep ? 'loaded' : 'loading', profile: keep ? state.profile : null });
  try {
    const { data } = await request<Profile>('admins/my-profile', { quiet: true });
    if (accessToken() !== token) return; // signed out or in again meanwhile
    rememberProfile(data, token);
    setState({ token, status: 'loaded', profile: data });
  } catch (error) {
    console.error('The profile could not be loaded.', error);
    if (accessToken() === token) setState({ token, status: keep ? 'loaded' : 'failed', profile: state.profile });
  }
}

/** Loads the profile again (after the profile page saved it); concurrent calls share one request. */
export function refreshProfile({ fresh = false } = {}): Promise<void> {
  inflight ??= load(fresh).finally(() => {
    inflight = null;
  });
  return inflight;
}

/** After a save the answer already holds the new profile: no need to ask again. */
export function setProfile(profile: Profile): void {
  setState({ token: accessToken(), status: 'loaded', profile });
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};
const snapshot = () => state;

export interface MyProfile {
  profile: Profile | null;
  /** True until the first answer (or failure) for this session. */
  isPending: boolean;
}

/** Pass `load` from the component that owns the fetch (the layout) so it runs once per mount. */
export function useMyProfile({ load: shouldLoad = false } = {}): MyProfile {
  const current = useSyncExternalStore(subscribe, snapshot, snapshot);
  // The owner waits for its own request, not for what an earlier shell left in the store.
  const [ownLoadDone, setOwnLoadDone] = useState(!shouldLoad);
  useEffect(() => {
    if (shouldLoad) void refreshProfile({ fresh: true }).finally(() => setOwnLoadDone(true));
  }, [shouldLoad]);
  const sameSession = current.token === accessToken();
  return {
    profile: sameSession ? current.profile : null,
    isPending: !ownLoadDone || !sameSession || current.status === 'idle' || current.status === 'loading',
  };
}
