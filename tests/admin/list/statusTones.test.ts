// The 11 status tones: each readable (WCAG AA, as axe checks) in light and dark mode, and all different.
import { getContrastRatio } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { STATUS_TONES } from '../../../common/models/statusTones';
import { toneColors } from '../../../src/list/table/statusToneColors';

describe('status tone colours', () => {
  for (const mode of ['light', 'dark'] as const) {
    it(`pass 4.5:1 and differ from each other in ${mode} mode`, () => {
      const backgrounds = new Set<string>();
      for (const tone of STATUS_TONES) {
        const { background, color } = toneColors(tone, mode);
        expect(getContrastRatio(color, background), tone).toBeGreaterThanOrEqual(4.5);
        backgrounds.add(background);
      }
      expect(backgrounds.size).toBe(STATUS_TONES.length);
    });
  }
});
