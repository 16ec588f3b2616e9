// The settings form's values and what a save sends. Input names are the setting keys, so a dotted key
// (`features.chat`) is a nested value in the form; a secret starts empty (its stored value is only shown
// masked) and is sent only when a new one is typed.
import type { SettingUi } from '../../../common/settings/catalogue';

const NUMBER_TYPES = new Set(['percent', 'amount']);

export function valueAt(values: Record<string, unknown>, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], values);
}

function setAt(values: Record<string, unknown>, key: string, value: unknown): void {
  const parts = key.split('.');
  let node = values;
  for (const part of parts.slice(0, -1)) {
    node[part] = (node[part] as Record<string, unknown> | undefined) ?? {};
    node = node[part] as Record<string, unknown>;
  }
  node[parts[parts.length - 1]] = value;
}

/** The form's starting values from GET settings. */
export function formValues(catalogue: readonly SettingUi[], stored: Record<string, unknown>): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const setting of catalogue) {
    const value = stored[setting.key] ?? null;
    if (setting.secret) setAt(values, setting.key, '');
    else if (setting.type === 'flag') setAt(values, setting.key, value === true);
    else if (NUMBER_TYPES.has(setting.type)) setAt(values, setting.key, value);
    else setAt(values, setting.key, value === null ? '' : String(value));
  }
  return values;
}

/** A value as the server takes it: an empty text or number clears the setting (null). */
function sentValue(setting: SettingUi, value: unknown): unknown {
  if (value === undefined || value === '' || value === null) return null;
  if (NUMBER_TYPES.has(setting.type)) return typeof value === 'number' ? value : Number(value);
  return value;
}

/** The settings that differ from the starting values, as `POST settings` takes them. */
export function changedSettings(
  catalogue: readonly SettingUi[],
  initial: Record<string, unknown>,
  current: Record<string, unknown>,
): Record<string, unknown> {
  const changes: Record<string, unknown> = {};
  for (const setting of catalogue) {
    const now = valueAt(current, setting.key);
    if (setting.secret) {
      if (typeof now === 'string' && now !== '') changes[setting.key] = now;
      continue;
    }
    const before = sentValue(setting, valueAt(initial, setting.key));
    const after = sentValue(setting, now);
    if (JSON.stringify(before) !== JSON.stringify(after)) changes[setting.key] = after;
  }
  return changes;
}

/** The catalogue's groups in the order given, then any group it names that the order does not know. */
export function groupSettings(
  catalogue: readonly SettingUi[],
  order: readonly string[],
): Array<{ group: string; settings: SettingUi[] }> {
  const groups = [...order, ...catalogue.map((setting) => setting.group).filter((group) => !order.includes(group))];
  return [...new Set(groups)]
    .map((group) => ({ group, settings: catalogue.filter((setting) => setting.group === group) }))
    .filter(({ settings }) => settings.length > 0);
}
