// The admins' and roles' calls: accounts waiting for a role, and the permission catalogue.
import type { RecordId } from '../apiAnswers';
import { request } from '../http';

export interface PendingAccount {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  created_at: string;
}

export interface PermissionCatalogue {
  permissions: string[];
  groups: Array<{ subject: string; permissions: string[] }>;
}

export interface AccountCalls {
  /** `GET role/permissions`: every permission, grouped by subject. */
  getPermissionCatalogue: () => Promise<PermissionCatalogue>;
  /** `GET admins/pending`: accounts made by sign-up that wait for a role (quiet: the list works without it). */
  pendingAccounts: () => Promise<PendingAccount[]>;
  /** `POST admins/approve/{id}`: gives the pending account a role. */
  approveAccount: (id: RecordId, roleId: RecordId) => Promise<unknown>;
  /** `POST admins/reject/{id}`: removes the pending account. */
  rejectAccount: (id: RecordId) => Promise<unknown>;
}

export const accountCalls: AccountCalls = {
  async getPermissionCatalogue() {
    return (await request<PermissionCatalogue>('role/permissions')).data ?? { permissions: [], groups: [] };
  },

  async pendingAccounts() {
    return (await request<PendingAccount[]>('admins/pending', { quiet: true })).data ?? [];
  },

  async approveAccount(id, roleId) {
    const path = `admins/approve/${encodeURIComponent(String(id))}`;
    return (await request(path, { method: 'post', data: { role_id: Number(roleId) } })).data;
  },

  async rejectAccount(id) {
    return (await request(`admins/reject/${encodeURIComponent(String(id))}`, { method: 'post' })).data;
  },
};
