// GET settings/catalogue: every declared setting with its group, type and labels, in declaration order.
import type { SettingUi } from '../../common/settings/catalogue';
import { isSecretSetting, SETTINGS_CATALOGUE } from './catalogue';

export function servedCatalogue(): SettingUi[] {
  return Object.entries(SETTINGS_CATALOGUE).map(([key, spec]) => ({
    key,
    group: spec.group,
    type: spec.type,
    label: spec.label,
    secret: isSecretSetting(key),
    ...(spec.choices ? { choices: spec.choices } : {}),
  }));
}
