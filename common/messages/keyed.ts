// A catalogue section as flat message keys under a prefix (`forms.` + `code`), as the server's translator reads them.
export function keyed(prefix: string, texts: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(texts).map(([key, text]) => [`${prefix}${key}`, text]));
}
