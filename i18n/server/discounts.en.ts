// Server texts of the discount form's own rules and routes (server/forms/discounts: `messages: 'discounts'`),
// English; its other rules use the shared `forms.*` texts.
export default {
  'discounts.value_positive': 'The value must be a number greater than 0',
  'discounts.percentage_max': 'A percentage cannot be more than 100',
  'discounts.max_value_required': 'Max Value is required for percentage type',
  'discounts.max_value_invalid': 'Must be a number between 0 and 100',
  'discounts.max_users_invalid': 'Max users must be a whole number of at least 0',
  'discounts.gender_invalid': 'The gender must be male, female or any',
  'discounts.code_taken': 'The code has already been taken.',
  'discounts.code_format': 'The code may only contain letters, digits, dashes and underscores.',
  'discounts.code_length': 'The code may not be longer than %{max} characters.',
  'discounts.unknown_users': 'These users do not exist: %{ids}.',
  'discounts.unknown_programs': 'These programmes do not exist: %{ids}.',
  'discounts.unknown_diet_programs': 'These diet programmes do not exist: %{ids}.',
  'discounts.id_mismatch': 'The id does not match the address.',
  'discounts.not_found': 'Discount not found.',
} satisfies Record<string, string>;
