// The tour is shown once per admin: finishing or dismissing it is remembered in localStorage (outside
// react-admin's store, which logout empties).
const key = (adminId: string | number) => `shell.tour.done.${adminId}`;

export function isTourDone(adminId: string | number): boolean {
  try {
    return localStorage.getItem(key(adminId)) === '1';
  } catch {
    return false;
  }
}

export function markTourDone(adminId: string | number): void {
  try {
    localStorage.setItem(key(adminId), '1');
  } catch {
    // storage blocked: the tour may come back next time
  }
}
