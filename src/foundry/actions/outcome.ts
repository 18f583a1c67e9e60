import { RuleError } from "../../engine/core/errors";
import { restorePatch, type SourceRecord } from "./restore-patch";
import { ruledHealth } from "../health/ruled";

/**
 * One action, one outcome. Foundry has no transaction across documents: an action that posts its card
 * and then fails to write the turn it cost would leave the card in chat for a turn the clock never paid.
 * So while the GM (or a client performing its own action) runs one queued task, every document write it
 * makes is journaled from the document hooks of this client: the source before its first change, the
 * documents it created and deleted. If the task fails, the journal takes each write back (created
 * documents deleted, changed ones set back to their earlier source, deleted ones made again with their
 * ids), newest first, and the task's failure is what the one who clicked is told.
 *
 * The pre-hooks (`preUpdate<Doc>`, `preDelete<Doc>`) run only on the client that asks for the write, so
 * another user's writes are never journaled; a write this client makes outside the task while it runs
 * (the GM editing a sheet in the same tenth of a second) would be, and taken back with it.
 * World time (`game.time.advance`, a world setting) is not taken back on failure: no action advances it
 * before its last write. The summary tells how far the task moved it (`time`), for its history record.
 */

/** What the journal reads of a document (any of Foundry's documents passes). */
interface JournalDoc {
  readonly id: string | null;
  readonly uuid: string;
  readonly documentName: string;
  readonly parent: unknown;
  toObject(): object;
  update(changes: object, options?: object): Promise<unknown>;
  delete(): Promise<unknown>;
}

/** A document class, as the journal needs it to make a deleted document again. */
export interface Creating {
  create(data: object, options: { parent: unknown; keepId: boolean }): Promise<unknown>;
}

export function isCreating(value: unknown): value is Creating {
  return typeof value === "function" && typeof (value as { create?: unknown }).create === "function";
}

/** The embedded collections of a source: journaled as documents of their own, never restored as fields. */
const EMBEDDED_FIELDS = new Set(["items", "effects", "combatants", "tokens", "delta", "_stats"]);

interface Touched {
  doc: JournalDoc;
  /** Its source before the task's first write to it. */
  before: SourceRecord;
  /** The top-level fields the task changed. */
  fields: Set<string>;
}

class Journal {
  /** In the order the task first touched them. */
  readonly #touched: Touched[] = [];
  readonly #created: JournalDoc[] = [];
  readonly #deleted: { doc: JournalDoc; data: SourceRecord }[] = [];

  #entry(doc: JournalDoc): Touched {
    let entry = this.#touched.find((t) => t.doc === doc);
    if (!entry) {
      entry = { doc, before: sourceOf(doc), fields: new Set() };
      this.#touched.push(entry);
    }
    return entry;
  }

  updating(doc: JournalDoc, changes: object): void {
    if (this.#created.includes(doc)) return; // taken back by deleting it
    const entry = this.#entry(doc);
    for (const key of Object.keys(changes)) {
      const field = key.replace(/^-=/, "").split(".")[0] ?? key;
      if (!EMBEDDED_FIELDS.has(field) && field !== "_id") entry.fields.add(field);
    }
    // A combatant batch may move its combat's turn with it (v13's `combatTurn`).
    if (doc.documentName === "Combatant" && isJournalDoc(doc.parent))
      this.#entry(doc.parent).fields.add("turn");
  }

  created(doc: JournalDoc): void {
    this.#created.push(doc);
  }

  deleting(doc: JournalDoc): void {
    const index = this.#created.indexOf(doc);
    if (index >= 0) {
      this.#created.splice(index, 1); // made and removed by the task: nothing to take back
      return;
    }
    const earlier = this.#touched.find((t) => t.doc === doc);
    this.#deleted.push({ doc, data: earlier?.before ?? sourceOf(doc) });
  }

  /** The action this task performs (who, what), when it is one: its history record names them. */
  action: { name: string; userId: string } | null = null;

  /** World time when the task began: the summary tells how far the task moved it. */
  readonly worldTime = game.time.worldTime;

  /** What the task wrote, per document, for its history record (read after it succeeded). */
  summary(): OutcomeSummary {
    const gone = new Set(this.#deleted.map((d) => d.doc));
    const pick = (source: SourceRecord, fields: Set<string>) =>
      Object.fromEntries([...fields].filter((f) => f in source).map((f) => [f, source[f]]));
    const changes = this.#touched
      .filter((t) => !gone.has(t.doc) && t.fields.size > 0)
      .map((t) => ({
        uuid: t.doc.uuid,
        documentName: t.doc.documentName,
        parent: t.doc.parent,
        before: pick(t.before, t.fields),
        after: pick(sourceOf(t.doc), t.fields),
      }));
    return {
      action: this.action,
      time: game.time.worldTime - this.worldTime,
      changes,
      created: this.#created.map((d) => ({ uuid: d.uuid, documentName: d.documentName })),
      deleted: this.#deleted.map(({ doc, data }) => ({ uuid: doc.uuid, data })),
    };
  }

  get empty(): boolean {
    return this.#touched.length === 0 && this.#created.length === 0 && this.#deleted.length === 0;
  }

  /** Takes every write back, newest first; a write that cannot be taken back is logged, the rest go on. */
  async rollback(): Promise<void> {
    const gone = new Set(this.#deleted.map((d) => d.doc));
    const steps: (() => Promise<unknown>)[] = [
      ...[...this.#created].reverse().map((doc) => () => doc.delete()),
      ...this.#deleted.reverse().map(
        ({ doc, data }) =>
          () =>
            recreate(doc, data),
      ),
      ...[...this.#touched]
        .reverse()
        .filter((t) => !gone.has(t.doc) && !this.#created.includes(t.doc))
        .map((t) => () => restore(t)),
    ];
    for (const step of steps) {
      try {
        await step();
      } catch (error) {
        console.error("Tempo | a write of a failed action could not be taken back", error);
      }
    }
  }
}

function sourceOf(doc: JournalDoc): SourceRecord {
  return structuredClone(doc.toObject()) as SourceRecord;
}

function isJournalDoc(value: unknown): value is JournalDoc {
  if (typeof value !== "object" || value === null) return false;
  const v = value as Partial<JournalDoc>;
  return typeof v.documentName === "string" && typeof v.toObject === "function";
}

async function restore({ doc, before, fields }: Touched): Promise<void> {
  const now = sourceOf(doc);
  const pick = (source: SourceRecord) =>
    Object.fromEntries([...fields].filter((f) => f in source).map((f) => [f, source[f]]));
  const patch = restorePatch(pick(before), pick(now));
  // set back exactly: the health door leaves a restored health as it was (no rules, no line)
  if (Object.keys(patch).length > 0) await doc.update(patch, ruledHealth());
}

async function recreate(doc: JournalDoc, data: SourceRecord): Promise<void> {
  const cls: unknown = doc.constructor;
  if (!isCreating(cls)) throw new Error(`${doc.documentName} ${String(doc.id)} cannot be made again`);
  await cls.create(data, { parent: doc.parent, keepId: true });
}

/** A succeeded task's writes, as its history record reads them (history/recorder.ts). */
export interface OutcomeSummary {
  action: { name: string; userId: string } | null;
  /** Seconds of world time the task advanced (0: none). */
  time: number;
  changes: {
    uuid: string;
    documentName: string;
    parent: unknown;
    before: SourceRecord;
    after: SourceRecord;
  }[];
  created: { uuid: string; documentName: string }[];
  deleted: { uuid: string; data: SourceRecord }[];
}

/** Told of every task that succeeded with writes, still inside the queue (history/recorder.ts). */
let succeeded: ((summary: OutcomeSummary) => Promise<void>) | null = null;

export function onOutcome(listener: (summary: OutcomeSummary) => Promise<void>): void {
  succeeded = listener;
}

/** Names the action the running task performs (route.ts), for its history record. */
export function noteAction(name: string, userId: string): void {
  if (current) current.action = { name, userId };
}

/** The journal of the task running now on this client, or null. */
let current: Journal | null = null;

/**
 * Runs one task with its writes journaled; if it throws, every write it made is taken back before the
 * error goes on to whoever reports it. A failure that is not a rule's refusal (a write Foundry refused,
 * a lost connection) becomes `TEMPO.Error.ActionNotApplied`, logged here with its cause.
 */
export async function withOneOutcome(task: () => Promise<void>): Promise<void> {
  const journal = new Journal();
  current = journal;
  try {
    await task();
    current = null;
    if (!journal.empty && succeeded) await recordSafely(succeeded, journal.summary());
  } catch (error) {
    current = null;
    if (!journal.empty) await journal.rollback();
    if (error instanceof RuleError) throw error;
    console.error("Tempo | an action failed; its writes were taken back", error);
    throw new RuleError("TEMPO.Error.ActionNotApplied");
  } finally {
    if (current === journal) current = null;
  }
}

/** A record that cannot be written never undoes the action it records: logged, the action stands. */
async function recordSafely(
  listener: (summary: OutcomeSummary) => Promise<void>,
  summary: OutcomeSummary,
): Promise<void> {
  try {
    await listener(summary);
  } catch (error) {
    console.error("Tempo | an action's history record could not be written", error);
  }
}

const updating = (doc: JournalDoc, changes: object): void => current?.updating(doc, changes);
const deleting = (doc: JournalDoc): void => current?.deleting(doc);
function created(doc: JournalDoc, _options: unknown, userId: string): void {
  if (userId === game.user.id) current?.created(doc);
}

/** The document hooks the journal listens to, at init (each name literal, as the conformance check reads them). */
export function registerOutcomeJournal(): void {
  Hooks.on("preUpdateActor", updating);
  Hooks.on("preUpdateItem", updating);
  Hooks.on("preUpdateActiveEffect", updating);
  Hooks.on("preUpdateCombat", updating);
  Hooks.on("preUpdateCombatant", updating);
  Hooks.on("preUpdateChatMessage", updating);
  Hooks.on("preDeleteActor", deleting);
  Hooks.on("preDeleteItem", deleting);
  Hooks.on("preDeleteActiveEffect", deleting);
  Hooks.on("preDeleteCombat", deleting);
  Hooks.on("preDeleteCombatant", deleting);
  Hooks.on("preDeleteChatMessage", deleting);
  Hooks.on("createActor", created);
  Hooks.on("createItem", created);
  Hooks.on("createActiveEffect", created);
  Hooks.on("createCombat", created);
  Hooks.on("createCombatant", created);
  Hooks.on("createChatMessage", created);
}
