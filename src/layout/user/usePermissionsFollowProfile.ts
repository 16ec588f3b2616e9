// react-admin caches the admin's permissions (usePermissions) for minutes, while every profile answer
// stores fresh ones in the session. Reading them again after each answer keeps the menu and the pages in
// step without a reload: authProvider.getPermissions reads the session, and every caller shares the query.
import { useEffect } from 'react';
import { usePermissions } from 'react-admin';
import { useMyProfile } from './profileStore';

export function usePermissionsFollowProfile(): void {
  const { profile } = useMyProfile();
  const { refetch } = usePermissions();
  useEffect(() => {
    if (profile) void refetch();
  }, [profile, refetch]);
}
