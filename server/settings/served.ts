// GET settings/catalogue: every declared setting with its group, type and labels, in declaration order.
import { SETTING_GROUPS, type SettingUi } from '../../common/settings/catalogue';
import type { JsonSchema } from '../http/schema';
import { bool, listOf, shape, str } from '../openapi/answers';
import { isSecretSetting, SETTINGS_CATALOGUE } from './catalogue';

const localized = shape({ en: str, ar: str });

/** One entry of `servedCatalogue()`. */
export const servedSettingSchema: JsonSchema = shape(
  {
    key: str,
    group: { enum: [...SETTING_GROUPS] },
    type: { enum: [...new Set(Object.values(SETTINGS_CATALOGUE).map((spec) => spec.type))] },
    label: localized,
    secret: { ...bool, description: 'Write-only: shown masked' },
    choices: { ...listOf(shape({ value: str, label: localized })), description: 'The values a `choice` accepts' },
  },
  ['key', 'group', 'type', 'label', 'secret'],
);

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
