import { CURRENT_SCHEMA_VERSION } from "./steps";

/**
 * On `ready`, the active GM brings a world written by an older Tempo to the current schema: each
 * document's source was already migrated in memory by migrateData; this writes it back, one batch
 * per collection, and notifies. Players never migrate.
 */
export async function migrateWorld(): Promise<void> {
  if (!game.user.isGM || game.users.activeGM?.id !== game.user.id) return;
  const stored = game.settings.get("tempo", "schemaVersion");
  if (stored >= CURRENT_SCHEMA_VERSION) return;
  if (game.actors.size === 0 && game.items.size === 0) {
    // A new, empty world: nothing was written by an older Tempo.
    await game.settings.set("tempo", "schemaVersion", CURRENT_SCHEMA_VERSION);
    return;
  }
  ui.notifications?.info(
    game.i18n.format("TEMPO.Migration.Started", { version: String(CURRENT_SCHEMA_VERSION) }),
  );
  const actorUpdates = game.actors.map((actor) => ({ _id: actor.id, system: actor.toObject().system }));
  if (actorUpdates.length) await Actor.updateDocuments(actorUpdates);
  const itemUpdates = game.items.map((item) => ({ _id: item.id, system: item.toObject().system }));
  if (itemUpdates.length) await Item.updateDocuments(itemUpdates);
  await game.settings.set("tempo", "schemaVersion", CURRENT_SCHEMA_VERSION);
  ui.notifications?.info(game.i18n.localize("TEMPO.Migration.Done"));
}
