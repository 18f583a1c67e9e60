/**
 * Sheets that show what another actor's field says of them: a grappler's sheet lists whom it holds, read
 * from each held actor's "held by" field. When such a field changes, the open sheets of the actors it
 * named before and after re-render, on every client (no write): the writing client names them in the
 * update's options, which travel with the update (only it sees the value before the change), under the
 * actor's id: every actor of a batch gets the same options object. A change of
 * one of `shownBy` (fields those sheets show, e.g. how hard the actor is held) refreshes the sheet of the
 * actor named now.
 */
import { cardActor } from "../chat/card-guard";
import { documentOption, setDocumentOption } from "../documents/batch-options";

export function refreshSheetsNamedBy(path: string, shownBy: readonly string[] = []): void {
  const option = `tempoNamedBy:${path}`;
  Hooks.on(
    "preUpdateActor",
    (actor: Actor.Implementation, changes: Record<string, unknown>, options: Record<string, unknown>) => {
      // the value this update writes at a path (a flat "a.b" key or nested), undefined if it writes none
      const written = (p: string): unknown =>
        p in changes ? changes[p] : foundry.utils.getProperty(changes, p);
      const differs = (p: string): boolean => {
        const value = written(p);
        return value !== undefined && value !== foundry.utils.getProperty(actor, p);
      };
      const before: unknown = foundry.utils.getProperty(actor, path);
      const next = written(path);
      if (typeof before !== "string") return;
      const id = actor.id ?? "";
      if (typeof next === "string" && next !== before)
        setDocumentOption(
          options,
          option,
          id,
          [before, next].filter((u) => u !== ""),
        );
      else if (before !== "" && shownBy.some(differs)) setDocumentOption(options, option, id, [before]);
    },
  );
  Hooks.on("updateActor", (actor: Actor.Implementation, _changed: object, options: unknown) => {
    // this actor's entry, by key: the option's name holds the field's dotted path
    const uuids = documentOption(options, option, actor.id ?? "");
    if (!Array.isArray(uuids)) return;
    for (const uuid of uuids) {
      try {
        const sheet = cardActor(String(uuid)).sheet;
        if (sheet?.rendered) void sheet.render();
      } catch {
        // an actor that is gone has no sheet to refresh
      }
    }
  });
}
