// Where the planner keeps a sub-programme's draft between reloads (spec 4: the draft lives only in this
// browser until saved); the draft's rules are common/programmes/plan.ts.
import type { PlanDraft } from '../../../common/programmes/plan';

/** Where a sub-programme's draft is kept between reloads. */
export const draftStorageKey = (subProgramId: string | number) => `sub-program-draft:${subProgramId}`;

export function storeDraft(storage: Storage, subProgramId: string | number, draft: PlanDraft): void {
  storage.setItem(draftStorageKey(subProgramId), JSON.stringify(draft));
}

export function clearDraft(storage: Storage, subProgramId: string | number): void {
  storage.removeItem(draftStorageKey(subProgramId));
}

/** The kept draft, or null when there is none or it cannot be read. */
export function loadDraft(storage: Storage, subProgramId: string | number): PlanDraft | null {
  try {
    const parsed = JSON.parse(storage.getItem(draftStorageKey(subProgramId)) ?? 'null') as PlanDraft | null;
    return parsed && typeof parsed.version === 'number' && Array.isArray(parsed.days) ? parsed : null;
  } catch {
    return null;
  }
}
