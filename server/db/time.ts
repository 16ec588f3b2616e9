// Every stored timestamp is ISO-8601 UTC text: it sorts and compares correctly as a string on both dialects.
export function nowIso(): string {
  return new Date().toISOString();
}

export function hoursFromNowIso(hours: number): string {
  return new Date(Date.now() + hours * 3_600_000).toISOString();
}
