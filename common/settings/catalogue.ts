// The settings catalogue as GET settings/catalogue serves it: the admin builds the settings screen from it,
// so a setting declared on the server appears there without a screen of its own.
import type { Localized } from '../localized';

export const SETTING_GROUPS = ['general', 'contact', 'money', 'features', 'integrations'] as const;
export type SettingGroup = (typeof SETTING_GROUPS)[number];

export interface SettingChoice {
  value: string;
  label: Localized;
}

export interface SettingUi {
  key: string;
  group: SettingGroup;
  /** text, email, currency, percent, amount, flag, choice, secret, url-secret (a new type shows as text). */
  type: string;
  label: Localized;
  /** Write-only: shown masked, replaced by typing a new value. */
  secret: boolean;
  /** The values a `choice` setting accepts. */
  choices?: readonly SettingChoice[];
}
