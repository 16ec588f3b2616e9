// The day draft's rules (spec 3 and 4): items de-duplicated by id under a key, removing a day clears its
// key, virtual days get their own key, moves between days keep one of each item, the draft survives a reload.
import { beforeEach, describe, expect, it } from 'vitest';
import {
  addItem,
  addVirtualDay,
  moveItem,
  newItem,
  type PlanDraft,
  planDuplicates,
  removeDay,
  updateItem,
} from '../../../common/programmes/plan';
import { clearDraft, loadDraft, storeDraft } from '../../../src/resources/sub-programs/draftStorage';

const day = (key: string, dayOfWeek: number) => ({ key, week: 1, day: dayOfWeek, rest: 0 as const, items: [] });
const start = (): PlanDraft => ({ version: 2, days: [day('w1d1', 1), day('w1d2', 2)] });
const refs = (draft: PlanDraft, key: string) =>
  draft.days.find((d) => d.key === key)?.items.map((item) => `${item.kind}:${item.ref_id}`);

describe('the day draft', () => {
  it('keeps one exercise and one category per id under a key, and the same id under another key', () => {
    let draft = addItem(start(), 'w1d1', newItem('exercise', 5));
    draft = addItem(draft, 'w1d1', { ...newItem('exercise', 5), sets: 4 });
    draft = addItem(draft, 'w1d1', newItem('category', 5));
    draft = addItem(draft, 'w1d1', newItem('category', 5));
    draft = addItem(draft, 'w1d2', newItem('exercise', 5));
    expect(refs(draft, 'w1d1')).toEqual(['exercise:5', 'category:5']);
    expect(draft.days[0].items[0].sets).toBeNull();
    expect(refs(draft, 'w1d2')).toEqual(['exercise:5']);
  });

  it('removing a day clears everything under its key, and a new day with that key starts empty', () => {
    let draft = addItem(start(), 'w1d1', newItem('exercise', 1));
    draft = addItem(draft, 'w1d1', newItem('round', 2));
    draft = removeDay(draft, 'w1d1');
    expect(draft.days.map((d) => d.key)).toEqual(['w1d2']);
    draft = { ...draft, days: [day('w1d1', 1), ...draft.days] };
    expect(refs(draft, 'w1d1')).toEqual([]);
  });

  it('adds a virtual day after a day with a key of its own, and items under it stay apart', () => {
    const keys = ['w1d1', 'v-1'];
    let draft = addVirtualDay(start(), 'w1d1', () => keys.shift()!);
    expect(draft.days.map((d) => d.key)).toEqual(['w1d1', 'v-1', 'w1d2']);
    expect(draft.days[1]).toMatchObject({ week: 1, day: 1, rest: 0 });
    draft = addItem(draft, 'v-1', newItem('exercise', 3));
    draft = addItem(draft, 'w1d1', newItem('exercise', 3));
    expect(refs(draft, 'v-1')).toEqual(['exercise:3']);
    expect(refs(draft, 'w1d1')).toEqual(['exercise:3']);
  });

  it('moves items within a day and between days, never doubling one under a key', () => {
    let draft = addItem(start(), 'w1d1', newItem('exercise', 1));
    draft = addItem(draft, 'w1d1', newItem('exercise', 2));
    draft = addItem(draft, 'w1d2', newItem('exercise', 1));
    draft = moveItem(draft, { key: 'w1d1', index: 1 }, { key: 'w1d1', index: 0 });
    expect(refs(draft, 'w1d1')).toEqual(['exercise:2', 'exercise:1']);
    draft = moveItem(draft, { key: 'w1d1', index: 0 }, { key: 'w1d2', index: 0 });
    expect(refs(draft, 'w1d1')).toEqual(['exercise:1']);
    expect(refs(draft, 'w1d2')).toEqual(['exercise:2', 'exercise:1']);
    draft = moveItem(draft, { key: 'w1d1', index: 0 }, { key: 'w1d2', index: 5 });
    expect(refs(draft, 'w1d1')).toEqual([]);
    expect(refs(draft, 'w1d2')).toEqual(['exercise:2', 'exercise:1']);
  });

  it('changes one item without touching the draft it came from', () => {
    const before = addItem(start(), 'w1d1', newItem('exercise', 1));
    const after = updateItem(before, 'w1d1', 0, { sets: 3, reps: 10 });
    expect(after.days[0].items[0]).toMatchObject({ sets: 3, reps: 10 });
    expect(before.days[0].items[0]).toMatchObject({ sets: null, reps: null });
  });

  describe('kept per sub-programme', () => {
    beforeEach(() => localStorage.clear());

    it('survives a reload and is cleared on save or discard', () => {
      const draft = addItem(start(), 'w1d1', newItem('exercise', 9));
      storeDraft(localStorage, 7, draft);
      expect(loadDraft(localStorage, 7)).toEqual(draft);
      expect(loadDraft(localStorage, 8)).toBeNull();
      clearDraft(localStorage, 7);
      expect(loadDraft(localStorage, 7)).toBeNull();
    });

    it('ignores a kept value it cannot read', () => {
      localStorage.setItem('sub-program-draft:7', '{broken');
      expect(loadDraft(localStorage, 7)).toBeNull();
      localStorage.setItem('sub-program-draft:7', JSON.stringify({ days: 'no' }));
      expect(loadDraft(localStorage, 7)).toBeNull();
    });
  });
});

describe('planDuplicates (the rules the server checks a saved plan against)', () => {
  it('names the days repeating an earlier key and the items repeating one earlier in their day', () => {
    const exercise = (refId: number) => newItem('exercise', refId);
    expect(
      planDuplicates([
        { key: 'w1d1', items: [exercise(1), newItem('round', 1), exercise(1)] },
        { key: 'w1d2', items: [exercise(1)] },
        { key: 'w1d1', items: [] },
      ]),
    ).toEqual({ days: [2], items: [{ day: 0, position: 2 }] });
  });
});
