// A node of the library's category trees (exercise and round categories) as the server sends it.

export interface CategoryRow {
  id: number;
  name_en: string;
  name_ar: string;
  parent_id: number | null;
  sort_order: number;
  image: string | null;
}

/** A category with what it holds itself (attached exercises or rounds) and its sub-categories. */
export interface CategoryNode extends CategoryRow {
  items: number;
  children: CategoryNode[];
}
