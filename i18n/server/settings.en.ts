// Server messages of the settings screen and of sign-up approval (English); settings.ar.ts has the same keys.
const settings: Record<string, string> = {
  'settings.saved_many': 'Settings saved successfully.',
  'settings.invalid_choice': 'Choose one of the offered values.',
  'admins.approved': 'The account was approved.',
  'admins.rejected': 'The account was rejected and removed.',
  'admins.not_pending': 'This account is not waiting for approval (it has a role already, or was removed).',
};

export default settings;
