// A form's failing fields as message codes with parameters (field → problems). Both sides turn a code
// into a text through the one message catalogue (common/messages: `forms.rules.<code>` in the admin,
// `forms.<code>` on the server), in the reader's language.

export interface Problem {
  code: string;
  params?: Record<string, string | number>;
}

export type ProblemMap = Record<string, Problem[]>;

/** Collects problems as rules find them; a code is kept once per field. */
export class Problems {
  readonly byField: ProblemMap = {};

  add(field: string, code: string, params?: Problem['params']): void {
    const list = (this.byField[field] ??= []);
    if (!list.some((problem) => problem.code === code)) list.push(params ? { code, params } : { code });
  }

  /** Adds every problem of `map` (e.g. the rules' findings to the server's own). */
  addAll(map: ProblemMap): void {
    for (const [field, list] of Object.entries(map)) for (const { code, params } of list) this.add(field, code, params);
  }

  has(field: string): boolean {
    return field in this.byField;
  }

  get isEmpty(): boolean {
    return Object.keys(this.byField).length === 0;
  }
}
