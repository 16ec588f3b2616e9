// The model registry as the server serves it to the admin: everything the admin needs to give a model
// its resource, menu entry, titles and permission checks without a file of its own.
import type { FormSpec } from '../forms/fields';
import type { Localized } from '../localized';

export interface ModelMenu {
  /** The menu group's key (`marketplace`, `location`, …). */
  group: string;
  /** Name of the menu icon (a key of the admin's icon map, e.g. `LocationCity`). */
  icon: string;
  /** Position within its group, lowest first. */
  order: number;
  /** Menu text when it differs from the model's label (spec 2.3 names some entries differently). */
  label?: Localized;
  /** Menu path when spec 2.3 writes it differently from `/{resource}` (e.g. with a trailing slash). */
  path?: string;
}

export interface ModelUi {
  /** The API's model name (`search`'s `model`). */
  name: string;
  /** Path under /default (the react-admin resource name); usually `name`. */
  resource: string;
  /** Permission subject of spec 6, e.g. `City` → view-City, edit-cities. */
  subject: string;
  label: Localized;
  /** Absent: the model has no menu entry of its own. */
  menu?: ModelMenu;
  list: {
    notes: boolean;
    deletable: boolean;
    chartable: boolean;
    /** The date column of the quick date filters (Today's … Next Month's); absent: none. */
    today?: string;
  };
  /** Filter keys `search` accepts for the model (fields, and ranges as `<name>_from`/`<name>_to`). */
  filterKeys: readonly string[];
  /** The create/edit route: `/{base ?? resource}/{path}/:id?`. */
  ops?: { path: string; base?: string };
  /** Details page at `/{resource}/{details}/:id` (`''` for `/{resource}/:id`). */
  details?: string;
  /** A form declared on the model, rendered by the admin's generic form. */
  form?: FormSpec;
}
