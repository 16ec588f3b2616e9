// A write goes as multipart when its data holds a file: react-admin's file inputs hold `{ rawFile }`,
// other code may hold the Blob itself. The result is the request helper's `{ data, files? }`.

function fileOf(value: unknown): Blob | null {
  if (value instanceof Blob) return value;
  if (value && typeof value === 'object' && 'rawFile' in value && value.rawFile instanceof Blob) return value.rawFile;
  return null;
}

export function splitFiles(data: Record<string, unknown>): {
  data: Record<string, unknown>;
  files?: Record<string, Blob | Blob[]>;
} {
  const fields: Record<string, unknown> = {};
  const files: Record<string, Blob | Blob[]> = {};
  for (const [key, value] of Object.entries(data)) {
    const single = fileOf(value);
    const list = Array.isArray(value) ? value.map(fileOf) : [];
    if (single) files[key] = single;
    else if (list.length > 0 && list.every((file) => file !== null)) files[key] = list as Blob[];
    else fields[key] = value;
  }
  return Object.keys(files).length > 0 ? { data: fields, files } : { data: fields };
}
