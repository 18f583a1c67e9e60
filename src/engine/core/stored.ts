// Reading stored data defensively (a flag or a field a world may hold in an older or broken shape):
// one owner for the checks every ruleset's marks reader needs.

/** A plain object (not null, not an array). */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** The strings of a stored list (anything else reads as none). */
export function strings(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : [];
}
