/**
 * The documents a history record names by uuid (issue 32): the one this world still has, and a name to
 * show for it, kept in the record so that a creature deleted since is still named.
 */
import { isCreating } from "../actions/outcome";
import type { SourceRecord } from "../actions/restore-patch";
import type { HistoryRecord } from "./record";

interface UuidDoc {
  readonly documentName: string;
  readonly name?: string | null;
  toObject(): object;
  update(changes: object, options?: object): Promise<unknown>;
  delete(): Promise<unknown>;
}

/** The document a stored uuid names, if this world still has it. */
export function docOf(uuid: string): UuidDoc | null {
  const doc: unknown = fromUuidSync(uuid as Parameters<typeof fromUuidSync>[0]);
  return typeof doc === "object" && doc !== null && "toObject" in doc ? (doc as UuidDoc) : null;
}

/** A touched document's name: its name now, else as recorded, else a card's word, else its uuid. */
export function nameOf(record: HistoryRecord, uuid: string): string {
  const name = docOf(uuid)?.name ?? record.names?.[uuid];
  if (name) return name;
  return uuid.startsWith("ChatMessage.") ? game.i18n.localize("TEMPO.History.ChatCard") : uuid;
}

/**
 * Makes a document again, with its id, from its source (an undo bringing back what an action deleted, a
 * redo what an undo deleted): its class is the world's for its kind (`CONFIG[kind].documentClass`), its
 * parent the document its uuid sits in (none for a world document).
 */
export async function makeAgain(uuid: string, data: SourceRecord): Promise<void> {
  const parts = uuid.split(".");
  const kind = parts.at(-2) ?? "";
  const parentUuid = parts.slice(0, -2).join(".");
  const parent = parentUuid ? docOf(parentUuid) : null;
  if (parentUuid && !parent) return; // its parent is gone too: nothing to make it in
  const config = (CONFIG as unknown as Record<string, { documentClass?: unknown } | undefined>)[kind];
  const cls = config?.documentClass;
  if (!isCreating(cls)) throw new Error(`Tempo | ${kind} cannot be made again`);
  await cls.create(data, { parent, keepId: true });
}
