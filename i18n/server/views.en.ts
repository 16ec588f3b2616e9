// Server messages of the saved views of the lists (English); views.ar.ts has the same keys.
const views: Record<string, string> = {
  'views.created': 'The view was saved.',
  'views.updated': 'The view was updated.',
  'views.deleted': 'The view was deleted.',
  'views.not_found': 'This view was not found.',
  'views.not_yours': 'Only the owner of this view, or an admin who manages this list, can change or delete it.',
  'views.not_usable': 'This view is neither yours nor shared with your role, so it cannot be your default.',
  'views.name_length': 'The name must have 1 to 80 characters.',
  'views.name_characters': 'The name may not contain line breaks, tabs or other control characters.',
  'views.name_taken': 'There is already a view of this list with this name.',
  'views.columns_empty': 'Choose at least one column.',
  'views.unknown_column': 'The list has no column "%{name}".',
  'views.unknown_column_plain': 'The list has no such column.',
  'views.column_repeated': 'The column "%{name}" is chosen twice.',
  'views.unsortable': 'The list cannot be sorted by "%{name}".',
  'views.unsortable_plain': 'The list cannot be sorted by this column.',
  'views.page_size': 'The page size must be 30, 60, 90, 100 or 150.',
  'views.unknown_role': 'The role %{id} does not exist.',
};

export default views;
