// How many exports may run at once: one per admin and two in all (each reads every matching row and
// keeps the single database connection busy between batches). Kept in the server's memory.
export const EXPORTS_PER_ADMIN = 1;
export const EXPORTS_IN_ALL = 2;

export type SlotRefusal = 'admin' | 'all';

export interface ExportSlots {
  /** A release function (safe to call more than once), or why no slot is free. */
  acquire(adminId: number): (() => void) | SlotRefusal;
  /** Running exports: in all, or of one admin. */
  running(adminId?: number): number;
}

export function exportSlots(perAdmin = EXPORTS_PER_ADMIN, inAll = EXPORTS_IN_ALL): ExportSlots {
  const byAdmin = new Map<number, number>();
  let total = 0;
  return {
    acquire(adminId) {
      if ((byAdmin.get(adminId) ?? 0) >= perAdmin) return 'admin';
      if (total >= inAll) return 'all';
      byAdmin.set(adminId, (byAdmin.get(adminId) ?? 0) + 1);
      total += 1;
      let released = false;
      return () => {
        if (released) return;
        released = true;
        total -= 1;
        const left = (byAdmin.get(adminId) ?? 1) - 1;
        if (left > 0) byAdmin.set(adminId, left);
        else byAdmin.delete(adminId);
      };
    },
    running(adminId) {
      return adminId === undefined ? total : (byAdmin.get(adminId) ?? 0);
    },
  };
}
