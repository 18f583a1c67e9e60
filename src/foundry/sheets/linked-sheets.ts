/**
 * Sheets that show what another actor's field says of them: a grappler's sheet lists whom it holds, read
 * from each held actor's "held by" field. When such a field changes, the open sheets of the actors it
 * named before and after re-render, on every client (no write): the writing client names them in the
 * update's options, which travel with the update (only it sees the value before the change). A change of
 * one of `shownBy` (fields those sheets show, e.g. how hard the actor is held) refreshes the sheet of the
 * actor named now.
 */
import { cardActor } from "../chat/card-guard";

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
      if (typeof next === "string" && next !== before)
        options[option] = [before, next].filter((u) => u !== "");
      else if (before !== "" && shownBy.some(differs)) options[option] = [before];
    },
  );
  Hooks.on("updateActor", (_actor: Actor.Implementation, _changed: object, options: unknown) => {
    // read by key: the option's name holds the field's dotted path
    const uuids: unknown =
      typeof options === "object" && options !== null
        ? (options as Record<string, unknown>)[option]
        : undefined;
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
