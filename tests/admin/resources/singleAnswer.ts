// getSingle answers as the server builds them (server/search/single.ts): the item and the list row both carry
// ID and is_trashed (the item its id too), and title, headers and notes are always present.
type Record_ = Record<string, unknown>;

export function singleAnswer(
  item: Record_ & { ID?: number; id?: number },
  more: { row?: Record_; title?: string; headers?: unknown[]; notes?: unknown[] } = {},
) {
  const id = Number(item.ID ?? item.id);
  return {
    state: 1,
    data: {
      item: { ID: id, id, is_trashed: 0, ...item },
      row: { ID: id, is_trashed: 0, ...more.row },
      title: more.title ?? `#${id}`,
      headers: more.headers ?? [],
      notes: more.notes ?? [],
    },
  };
}
