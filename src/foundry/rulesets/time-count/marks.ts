import { timeCount } from "../../../engine/index";
import { RuleError } from "../../../engine/core/errors";
import { tcCardOf as attackCard } from "./card-data";
import type { ModifierLine } from "../definition";
import { text } from "../../actions/index";
import { afflictionLines } from "./afflictions";
import { plainLine } from "./act-line";
import { activeCombatantOf } from "./clock";
import { actorAction, type ActorFlow } from "../../actions/actor-flows";
import { ON_ACTOR } from "./act-payload";
import type { TempoCombatant } from "../../documents/combatant";

/**
 * Marks of special combat actions (engine `Mark`) live on the combatant who made them, in
 * `flags.tempo.marks`, so they are written in the same Combatant batch as that combatant's turn.
 */
export const MARKS_FLAG = "flags.tempo.marks";

/** The marks a combatant holds (anything malformed is dropped). */
export function marksOf(c: TempoCombatant): timeCount.Mark[] {
  return timeCount.storedMarks(foundry.utils.getProperty(c, MARKS_FLAG));
}

/** Every mark in the active Time Count fight, with the actor (uuid) holding it. */
export function marksInPlay(): timeCount.HeldMark[] {
  const combat = game.combat;
  if (!combat || combat.rulesetId !== "time-count") return [];
  return combat.combatants.contents.flatMap((c) => {
    const source = c.actor?.uuid ?? "";
    return source ? marksOf(c).map((mark) => ({ source, mark })) : [];
  });
}

/**
 * The attacker's paralysis / petrification line (refused when it cannot act), then the lines the marks put on an attack roll of `attacker` on `target` (grabbed −2, feint +2, distracted
 * −2, a distracted defender +2) and the feint's damage bonus; a critical grab refuses the attack.
 */
export function markLines(
  attacker: Actor.Implementation,
  target: Actor.Implementation,
  maneuver = "",
): { lines: ModifierLine[]; damage: number } {
  const afflicted = afflictionLines(attacker);
  const m = timeCount.markModifiers(marksInPlay(), attacker.uuid, target.uuid, maneuver);
  return {
    lines: [
      ...afflicted.lines,
      ...m.lines.map((l) => ({ label: `TEMPO.TimeCount.Mark.${l.key}`, value: l.value })),
    ],
    damage: m.damage + afflicted.damage,
  };
}

/**
 * At the GM, as `c` completes an action: its marks after it (feints and distractions end, a grab,
 * feint or distract card that hit adds one) and the grabs other combatants lose (escape / break grab).
 * Returns the `flags` changes per combatant id, for the same Combatant batch as the turn.
 */
export function marksOnAct(
  c: TempoCombatant,
  payload: { messageId: string },
): Record<string, timeCount.Mark[]> {
  const actor = c.actor;
  if (!actor || !c.id) return {};
  const card = payload.messageId
    .split(",")
    .map((id) => game.messages.get(id))
    .map((m) => (m ? attackCard(m) : null))
    .find((s) => s?.details.kind === "maneuver");
  const marking: timeCount.MarkingCard | null = card
    ? {
        maneuver: card.details.maneuver,
        hit: card.hit,
        critical: card.critical,
        margin: card.details.margin,
        target: card.target,
        ally: card.details.ally,
        distractOn: card.details.distractOn === "defense" ? "defense" : "attack",
      }
    : null;
  const held = marksOf(c);
  const after = timeCount.marksAfterAction(held, marking);
  const out: Record<string, timeCount.Mark[]> = {};
  if (JSON.stringify(after.marks) !== JSON.stringify(held)) out[c.id] = after.marks;
  const released = after.released;
  if (released)
    for (const other of c.combat?.combatants.contents ?? []) {
      if (other.actor?.uuid !== released.holder || !other.id) continue;
      const kept = timeCount.releaseGrabs(marksOf(other), released.grabbing, actor.uuid);
      if (kept.length !== marksOf(other).length) out[other.id] = kept;
    }
  return out;
}

/** Held by a grab in the active fight: immobile until the last grab on it ends (engine `isGrabbed`). */
export function grabbed(actor: Actor.Implementation): boolean {
  return timeCount.isGrabbed(marksInPlay(), actor.uuid);
}

/**
 * "You can release an opponent at will": the sheet's Release on a grab the actor holds, at the GM (the
 * grab is a mark of the actor's combatant). One Combatant write, and the line that tells the grabbed
 * one he is free (issue 30).
 */
const release: ActorFlow<{ target: string }> = {
  check: (actor) => {
    if (!activeCombatantOf(actor)?.id) throw new RuleError("TEMPO.TimeCount.Error.NotGrabbing");
  },
  async perform(actor, p, posted) {
    const c = activeCombatantOf(actor);
    const held = c ? marksOf(c) : [];
    const kept = held.filter((m) => m.kind !== "grab" || m.target !== p.target);
    if (!c?.combat || kept.length === held.length) throw new RuleError("TEMPO.TimeCount.Error.NotGrabbing");
    const update: Record<string, unknown> = { _id: c.id, flags: { tempo: { marks: kept } } };
    await c.combat.updateEmbeddedDocuments("Combatant", [update]);
    const words = game.i18n.format("TEMPO.TimeCount.ActLine.ReleaseGrab", {
      name: actor.name ?? "",
      target: markTargetName(p.target),
    });
    await ChatMessage.create(plainLine(actor, words, posted));
  },
};

export const releaseGrab = actorAction("releaseGrab", release, { ...ON_ACTOR, target: text() });

/** The name a mark's target (an actor uuid) goes by in the fight: its combatant's, else the actor's. */
function markTargetName(uuid: string): string {
  const combatant = game.combat?.combatants.find((o) => o.actor?.uuid === uuid);
  return combatant?.name ?? combatant?.actor?.name ?? "";
}

/** What the sheet lists of the marks the actor holds (a grab with its Release button). */
export function marksView(actor: Actor.Implementation): { kind: string; target: string; name: string }[] {
  const c = activeCombatantOf(actor);
  if (!c) return [];
  return marksOf(c).map((m) => ({
    kind: m.kind,
    target: m.target,
    name: markTargetName(m.target),
  }));
}
