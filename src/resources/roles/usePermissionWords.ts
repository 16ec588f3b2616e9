// Permissions in words, never their keys: an area by the model's label in the admin's language (or the
// admin's name for a subject without a model) and an action word (`edit-commissionrules` → "Edit
// Commission rules"). The role matrix, the admin's details and the trash warning all say them this way.
import { useTranslate } from 'react-admin';
import { OTHER_SUBJECTS, parsePermission } from '../../../common/permissions';
import type { ModelUi } from '../../../common/models/registry';
import { useLocalized } from '../../registry/useLocalized';
import { useModels } from '../../registry/useModels';

export interface PermissionWords {
  /** The area a subject stands for: the model's label, else the admin's words for it. */
  area(subject: string, model?: ModelUi): string;
  /** "Edit Commission rules"; a permission of no known subject reads as its action and area in words too. */
  permission(permission: string): string;
}

export function usePermissionWords(): PermissionWords {
  const translate = useTranslate();
  const localized = useLocalized();
  const models = useModels();
  const bySubject = new Map(models.map((model) => [model.subject, model]));
  const area = (subject: string, model = bySubject.get(subject)) =>
    model ? localized(model.label) : translate(`access.subjects.${subject}`, { _: spaced(subject) });
  const action = (name: string) => translate(`access.roles.actions.${name}`, { _: name });
  return {
    area,
    permission(permission) {
      const parts = parsePermission(permission, [...bySubject.keys(), ...OTHER_SUBJECTS]);
      if (parts)
        return translate('plainWords.permission', { action: action(parts.action), subject: area(parts.subject) });
      // Not in the catalogue (a permission of a model this admin does not know): its words as written.
      const [verb = '', ...rest] = permission.split('-');
      return translate('plainWords.permission', { action: action(verb), subject: spaced(rest.join(' ')) });
    },
  };
}

/** `PayoutAccount` → `Payout account`, `chat_groups` → `Chat groups`. */
function spaced(name: string): string {
  const words = name
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
