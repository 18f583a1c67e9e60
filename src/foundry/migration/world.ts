import { pendingStatuses, statusEffectData } from "../conditions/index";
import { allRulesets } from "../rulesets/registry";
import { CURRENT_SCHEMA_VERSION, RULESET_KEYS, STATUS_FIELDS } from "./steps";
import { migratedSinceLoad } from "./pending";
import { migrateDelta, type DeltaMigration } from "./delta";

/**
 * On `ready`, the active GM brings a world written by an older Tempo to the current schema: each
 * document's source was already migrated in memory by migrateData (which counted the older
 * sources it saw); this writes them back, one batch per collection, and notifies. A world with
 * nothing older just records the version. Players never migrate.
 */
export async function migrateWorld(): Promise<void> {
  if (!game.user.isGM || game.users.activeGM?.id !== game.user.id) return;
  const stored = game.settings.get("tempo", "schemaVersion");
  if (stored >= CURRENT_SCHEMA_VERSION) return;
  const deltas = olderDeltas(stored);
  if (migratedSinceLoad() === 0 && deltas.length === 0) {
    // Nothing loaded in an older layout (a new world, or one created by this release).
    await game.settings.set("tempo", "schemaVersion", CURRENT_SCHEMA_VERSION);
    return;
  }
  ui.notifications?.info(
    game.i18n.format("TEMPO.Migration.Started", { version: String(CURRENT_SCHEMA_VERSION) }),
  );
  // The pre-release blocks sat at the top of `system`: delete them where they were.
  const dropOld = Object.fromEntries(RULESET_KEYS.map((key) => [`system.-=${key}`, null]));
  // Condition booleans (schemas 2 and 3): the stored fields go; their true ones become status effects below.
  const dropConditions = Object.fromEntries(
    STATUS_FIELDS.map(([block, field]) => [`system.${block}.-=${field}`, null]),
  );
  const declared = allRulesets().flatMap((r) => r.conditions);
  const pending = new Map(game.actors.map((a) => [a, pendingStatuses(a)] as const));
  const written = (a: { toObject(): { system: object } }) => ({
    ...a.toObject().system,
    pendingStatuses: [],
  });
  // diff: false: the in-memory source is already migrated, so a diffed update would send nothing.
  const actors = game.actors.map((a) => ({ _id: a.id, system: written(a), ...dropOld, ...dropConditions }));
  if (actors.length) await Actor.updateDocuments(actors, { diff: false });
  // One ActiveEffect batch per actor that held conditions (embedded documents: one write each).
  for (const [actor, statuses] of pending) {
    if (statuses.length === 0) continue;
    const present = statuses.filter((id) => !actor.statuses.has(id));
    const data = present.map((id) => statusEffectData(id, declared));
    if (data.length) await actor.createEmbeddedDocuments("ActiveEffect", data);
  }
  const items = game.items.map((i) => ({ _id: i.id, system: i.toObject().system, ...dropOld }));
  if (items.length) await Item.updateDocuments(items, { diff: false });
  for (const actor of game.actors) {
    const owned = actor.items.map((i) => ({ _id: i.id, system: i.toObject().system, ...dropOld }));
    if (owned.length) await actor.updateEmbeddedDocuments("Item", owned, { diff: false });
  }
  await writeDeltas(deltas, declared);
  await game.settings.set("tempo", "schemaVersion", CURRENT_SCHEMA_VERSION);
  ui.notifications?.info(game.i18n.localize("TEMPO.Migration.Done"));
}

/** Every unlinked token whose own changes (its ActorDelta) hold something older: see delta.ts. */
function olderDeltas(stored: number): { actor: Actor.Implementation; found: DeltaMigration }[] {
  const out: { actor: Actor.Implementation; found: DeltaMigration }[] = [];
  for (const scene of game.scenes) {
    for (const token of scene.tokens) {
      const actor = token.actorLink ? null : token.actor;
      const base = token.baseActor?.toObject().system ?? {};
      const found = actor ? migrateDelta(token.toObject().delta?.system, stored, base) : null;
      if (actor && found) out.push({ actor, found });
    }
  }
  return out;
}

/**
 * Writes them through each token's actor, as Foundry stores a synthetic actor's changes (into the
 * delta): the values in the current layout, the condition booleans as status effects; one update and one
 * effect batch per token that needs them.
 */
async function writeDeltas(
  deltas: { actor: Actor.Implementation; found: DeltaMigration }[],
  declared: Parameters<typeof statusEffectData>[1],
): Promise<void> {
  for (const { actor, found } of deltas) {
    if (Object.keys(found.changes).length) await actor.update({ system: found.changes } as Actor.UpdateData);
    const present = found.statuses.filter((id) => !actor.statuses.has(id));
    const data = present.map((id) => statusEffectData(id, declared));
    if (data.length) await actor.createEmbeddedDocuments("ActiveEffect", data);
  }
}
