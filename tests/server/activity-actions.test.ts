// Every action the activity log can hold has its words in both languages: the model's custom actions
// (recorded under their names), the built-in ones and the domain writes' (typed by the catalogue), and the
// activity-log list offers each of them in its action filter.
import { describe, expect, it } from 'vitest';
import actionsAr from '../../common/messages/activity.ar';
import actionsEn from '../../common/messages/activity.en';
import activityLog from '../../server/models/activity-log';
import { MODELS } from '../../server/models/registry';

describe('the activity action catalogue (common/messages/activity.*.ts)', () => {
  it('names every custom action of every model, and the built-in ones', () => {
    const custom = MODELS.flatMap((model) => (model.actions ?? []).map((action) => action.name));
    expect(custom.length).toBeGreaterThan(10);
    const unnamed = [...new Set([...custom, 'create', 'update', 'delete', 'restore', 'enable', 'disable'])].filter(
      (name) => !(name in actionsEn),
    );
    expect(unnamed).toEqual([]);
  });

  it('has the same actions in Arabic, each in Arabic script', () => {
    expect(Object.keys(actionsAr).sort()).toEqual(Object.keys(actionsEn).sort());
    expect(Object.entries(actionsAr).filter(([, text]) => !/[\u0600-\u06FF]/.test(text))).toEqual([]);
  });

  it("is the activity-log list's action filter, in both languages", () => {
    const filter = activityLog.fields.find((field) => field.name === 'action');
    const options = (filter?.options ?? []).map((option) => [option.value, option.label.en, option.label.ar]);
    expect(options).toEqual(
      Object.entries(actionsEn).map(([name, en]) => [name, en, actionsAr[name as keyof typeof actionsAr]]),
    );
    expect(options).toContainEqual(['plan_save', 'Plan saved', 'حُفظت الخطة']);
  });
});
