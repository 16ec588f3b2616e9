// Server messages of admins, roles and members (English); access.ar.ts has the same keys.
const access: Record<string, string> = {
  'admins.created': 'Admin created successfully.',
  'admins.updated': 'Admin updated successfully.',
  'admins.not_found': 'Admin not found.',
  'admins.super_admin_only': 'Only a Super Admin can change a Super Admin or give the Super Admin role.',
  'admins.above_you': 'You cannot change an admin who holds permissions you do not hold.',
  'admins.own_role': 'You cannot change your own role.',
  'admins.own_disable': 'You cannot disable your own account.',
  'admins.role_missing': 'The selected role does not exist.',
  'admins.role_above_you': 'You cannot give a role that holds permissions you do not hold: %{permissions}.',
  'admins.password_required': 'The password is required for a new admin.',
  'roles.in_use': 'The role “%{name}” cannot be deleted: it is held by %{admins}. Give them another role first.',
  'roles.own_manage': 'You cannot remove your own ability to manage roles.',
  'auth.provider_unknown': "No enabled admin has this company account's email. Ask an administrator to add you.",
  'settings.invalid_text': 'The value must be a text of at most 500 characters.',
  'settings.invalid_currency': 'The currency must be a three-letter code such as EGP.',
  'settings.invalid_percent': 'The value must be a number from 0 to 100.',
  'settings.invalid_amount': 'The value must be a number of at least 0.',
  'settings.invalid_flag': 'The value must be true or false.',
  'settings.invalid_url': 'The value must be an https:// address.',
  'users.updated': 'Member updated successfully.',
  'users.not_found': 'Member not found.',
  'users.birth_date': 'The birth date must be a past date (YYYY-MM-DD).',
  'users.range': 'The %{field} must be between %{min} and %{max}.',
  'users.gender': 'The gender must be male or female.',
  'fields.phone': 'phone',
  'fields.goal': 'goal',
  'fields.height': 'height',
  'fields.weight': 'weight',
};

/** "%{count} admins" by plural form (server/search/plural.ts): one, other. */
export const adminsCount: readonly string[] = ['%{count} admin', '%{count} admins'];

export default access;
