// Each menu entry of a model has an icon of its own, so entries are told apart at a glance.
import { describe, expect, it } from 'vitest';
import { MODELS } from '../../server/models/registry';

describe('model menu icons', () => {
  it('are all different', () => {
    const byIcon = new Map<string, string[]>();
    for (const model of MODELS) {
      const icon = model.menu?.icon;
      if (icon) byIcon.set(icon, [...(byIcon.get(icon) ?? []), model.name]);
    }
    expect([...byIcon.values()].filter((models) => models.length > 1)).toEqual([]);
    expect(byIcon.size).toBeGreaterThan(30);
  });
});
