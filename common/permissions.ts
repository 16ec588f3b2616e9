// Permission strings (spec 6): view-{Model}, create-/edit-/delete-/manage-{models}.

/** Lower-cased English plural, as permissions name models: Category → categories, Address → addresses. */
export function pluralOf(subject: string): string {
  const lower = subject.toLowerCase();
  if (/[^aeiou]y$/.test(lower)) return `${lower.slice(0, -1)}ies`;
  if (/(s|x|z|ch|sh)$/.test(lower)) return `${lower}es`;
  return `${lower}s`;
}

/** The role that holds every permission and that only its holders may change. */
export const SUPER_ADMIN_ROLE = 'Super Admin';
