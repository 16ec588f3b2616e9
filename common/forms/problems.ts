// A form's failing fields as message codes with parameters (field → problems). Both sides turn a code
// into a text through the one message catalogue (`forms.rules.<code>`), in the reader's language.

export interface Problem {
  code: string;
  params?: Record<string, string | number>;
}

export type ProblemMap = Record<string, Problem[]>;
