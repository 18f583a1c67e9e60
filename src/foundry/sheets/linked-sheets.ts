/**
 * Sheets that show what another actor's field says of them: a grappler's sheet lists whom it holds, read
 * from each held actor's "held by" field. When such a field changes, the open sheets of the actors it
 * named before and after re-render, on every client (no write): the writing client names them in the
 * update's options, which travel with the update (only it sees the value before the change).
 */
import { cardActor } from "../chat/card-guard";

export function refreshSheetsNamedBy(path: string): void {
  const option = `tempoNamedBy:${path}`;
  Hooks.on(
    "preUpdateActor",
    (actor: Actor.Implementation, changes: Record<string, unknown>, options: Record<string, unknown>) => {
      const next: unknown = path in changes ? changes[path] : foundry.utils.getProperty(changes, path);
      const before: unknown = foundry.utils.getProperty(actor, path);
      if (typeof next !== "string" || typeof before !== "string" || next === before) return;
      options[option] = [before, next].filter((uuid) => uuid !== "");
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
