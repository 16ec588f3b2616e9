// Server messages of the model lists: search, actions, export, notes and pickers (English).
export default {
  'models.unknown_model': 'Unknown model "%{model}".',
  'models.unknown_model_plain': 'Unknown model.',
  'models.unknown_field': 'The %{field} field is not allowed.',
  'models.invalid_value': 'The %{field} field is invalid.',
  'models.invalid_page_size': 'Items per page must be one of 30, 60, 90, 100, 150 or 1000.',
  'models.invalid_page': 'The page must be a whole number of at least 1.',
  'models.invalid_filters': 'Filters must be an object of field names and values.',
  'models.unknown_filter': 'Unknown filter "%{name}".',
  'models.unknown_filter_plain': 'Unknown filter.',
  'models.invalid_filter_value': 'Invalid value for the %{field} filter.',
  'models.unknown_sort': 'This list cannot be sorted by "%{name}".',
  'models.unknown_sort_plain': 'This list cannot be sorted by that column.',
  'models.invalid_sort': 'sortBy must be a column name or a list of them, and sortDesc true/false or a list of them.',
  'models.invalid_export_format': 'The export format must be "excel" or "pdf".',
  'models.invalid_ids': 'id must be a positive whole number or a list of them.',
  'models.no_ids': 'Select at least one item.',
  'models.too_many_ids': 'At most %{max} items can be changed at once.',
  'models.unknown_action': 'Unknown action "%{action}".',
  'models.unknown_action_plain': 'Unknown action.',
  'models.invalid_enabled': 'data.enabled must be 1 (enable) or 0 (disable), matching the action.',
  'models.items_not_found': 'Not found in %{model}: %{ids}.',
  'models.item_not_found': 'This item was not found.',
  'models.not_deletable': 'Items of %{model} cannot be deleted.',
  'models.no_enabled_column': 'Items of %{model} cannot be enabled or disabled.',
  'models.protected_rows': 'Super Admin rows cannot be deleted: %{names}.',
  'models.action_wrong_state': '%{action} is not possible for %{ids}: the status must be %{allowed}.',
  'models.yes': 'Yes',
  'models.no': 'No',
  'models.export_title': '%{model} — %{count} rows',
  'models.export_sheet': 'Results',
  'models.notes_disabled': 'Notes are not available for %{model}.',
  'models.note_empty': 'Note cannot be empty',
  'models.note_too_long': 'The note may not be longer than %{max} characters.',
  'models.note_saved': 'Note saved',
  'models.note_mismatch': 'The model and id in the body must match the address.',
  'models.unknown_picker_field': 'The %{field} field cannot be searched.',
  'models.invalid_query': 'The search text must be at most %{max} characters.',
} satisfies Record<string, string>;

/** Success messages of list actions by plural form: one, other. */
export const actionDone = {
  delete: [
    '%{count} item deleted',
    '%{count} items deleted',
  ],
  restore: [
    '%{count} item restored',
    '%{count} items restored',
  ],
  enable: [
    '%{count} item enabled',
    '%{count} items enabled',
  ],
  disable: [
    '%{count} item disabled',
    '%{count} items disabled',
  ],
  custom: [
    '%{action}: %{count} item updated',
    '%{action}: %{count} items updated',
  ],
} satisfies Record<string, string[]>;
