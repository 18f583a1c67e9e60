/** The bytes of a ZIP archive of the given entries. */
export function zip(entries: { name: string; data: Buffer }[], date?: Date): Buffer;
