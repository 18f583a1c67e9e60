import { segments } from "../../../engine/index";
import { isCombatantOf } from "../../combatants";
import { sgCardOf } from "./card-data";
import type { TempoCombat } from "../../documents/combat";
import { combatantVisibleTo } from "../../permissions";
import { maySeeStatsOf } from "../../visibility";
import type { TrackerExtension } from "../definition";
import { heldCards } from "./held-damage";
import { readRecord } from "./record";
import { membersOf, scheduleOrNull } from "./roster";
import { sgStats } from "./stats";

export const TRACKER_TEMPLATE = "systems/tempo/templates/segments/tracker.hbs";

/** The tracker's `clock` context for a viewer: the pure view built from the combat's documents. */
export function trackerContext(combat: TempoCombat, viewer: User.Implementation): Record<string, unknown> {
  const record = readRecord(combat);
  const schedule = record ? scheduleOrNull(combat, record) : null;
  const members: segments.ViewMember[] = membersOf(combat)
    .filter((m) => combatantVisibleTo(m.combatant, viewer))
    .map((m) => ({
      id: m.id,
      name: m.combatant.name ?? "",
      img: m.combatant.img ?? "",
      side: m.side,
      owner: viewer.isGM || m.combatant.testUserPermission(viewer, "OWNER"),
      // plans before they happen: for those who may observe the actor (or all, by the world setting)
      observer: viewer.isGM || maySeeStatsOf(m.actor.uuid, viewer),
      up: m.up,
      defeated: m.combatant.defeated,
      weapons: Object.fromEntries(
        m.actor.items.filter((i) => i.type === "weapon").map((i) => [i.id ?? "", i.name ?? ""]),
      ),
    }));
  return segments.buildTrackerView({
    combatId: combat.id ?? "",
    isGM: viewer.isGM,
    record,
    schedule,
    members,
    held: heldView(combat, viewer),
  });
}

/** The held blows of the combat the viewer may see (not those of combatants hidden from a player). */
function heldView(combat: TempoCombat, viewer: User.Implementation): segments.ViewHeld[] {
  const hidden = new Set(
    membersOf(combat)
      .filter((m) => !combatantVisibleTo(m.combatant, viewer))
      .map((m) => m.actor.uuid),
  );
  const list: segments.ViewHeld[] = [];
  for (const { card, held } of heldCards(combat)) {
    if (hidden.has(card.attacker) || hidden.has(card.target)) continue;
    const target = fromUuidSync(card.target as Parameters<typeof fromUuidSync>[0]);
    if (!(target instanceof Actor)) continue;
    const hp = sgStats(target as Actor.Implementation).hp.value;
    list.push({
      attacker: card.attackerName,
      target: card.targetName,
      targetId: card.target,
      hp,
      damage: held.damage,
    });
  }
  return list;
}

/** A Segmented Rounds card that holds (or held) damage: the tracker shows the held blows, so it follows. */
function renderOnHeldCard(message: ChatMessage.Implementation): void {
  const details = sgCardOf(message)?.details;
  if (details && (details.held || details.landed)) void ui.combat?.render();
}

/** A weapon of a combatant changed: the declarations the tracker lists name it (or show it missing). */
function renderOnWeapon(item: Item.Implementation): void {
  const actor = item.parent;
  if (item.type !== "weapon" || !actor || game.combat?.rulesetId !== "segments") return;
  if (game.combat.combatants.some((c) => isCombatantOf(c, actor))) void ui.combat?.render();
}

/**
 * Hooks that keep the tracker's list of held blows and the declared weapons current (called once at
 * init).
 */
export function registerHeldTracker(): void {
  Hooks.on("createChatMessage", renderOnHeldCard);
  Hooks.on("updateChatMessage", renderOnHeldCard);
  Hooks.on("deleteChatMessage", renderOnHeldCard);
  Hooks.on("updateItem", renderOnWeapon);
  Hooks.on("deleteItem", renderOnWeapon);
}

export const segmentsTracker: TrackerExtension = {
  template: TRACKER_TEMPLATE,
  context: (combat, viewer) => trackerContext(combat, viewer),
  ownsTurnControls: true,
  ownsInitiative: true,
  initiativeAction: "rollInitiative",
  // The sides act by segment: the clock never reads Foundry's turn, only keeps its round (at least 1).
  turnMarker: (combat) => {
    const record = readRecord(combat);
    return record ? { round: Math.max(1, record.state.round) } : null;
  },
};
