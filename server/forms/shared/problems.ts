// A form's failing fields as rule codes (field → codes with parameters). Pure: the admin turns codes
// into texts with `forms.rules.<code>`, the server with `forms.<code>` (both languages each side).

export interface Problem {
  code: string;
  params?: Record<string, string | number>;
}

export type ProblemMap = Record<string, Problem[]>;

export class Problems {
  readonly byField: ProblemMap = {};

  add(field: string, code: string, params?: Problem['params']): void {
    const list = (this.byField[field] ??= []);
    if (!list.some((problem) => problem.code === code)) list.push(params ? { code, params } : { code });
  }

  has(field: string): boolean {
    return field in this.byField;
  }

  get isEmpty(): boolean {
    return Object.keys(this.byField).length === 0;
  }
}
