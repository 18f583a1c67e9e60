import { act } from "../../actions/index";
import { combatRoll } from "../../../engine/index";
import type { Hold } from "../../../engine/combat-roll/index";
import { hasCondition, setCondition } from "../../conditions/index";
import type { RequestPayload, SheetAction } from "../definition";
import { cardActor } from "./actors";
import { requireRole } from "./card-write";
import { sheetSkills, crStats } from "./stats";
import { cardMessage } from "./strike";
import { rollCardTest } from "./tests";
import { actionUpdate, assertFit, combatRollTurnOf, spend, type CombatRollTurn } from "./turn-state";

/** The actor's hold as the engine reads it. */
export function holdOf(actor: Actor.Implementation): Hold {
  return { grappled: hasCondition(actor, "grappled"), grappledBy: crStats(actor).grappledBy };
}

/**
 * Writes a hold: the Grappled status effect (one ActiveEffect write) and who holds the actor (one actor
 * update, which also tells the grapplers' sheets to refresh their "Let go" buttons: hooks.ts).
 */
export async function writeHold(actor: Actor.Implementation, hold: Hold): Promise<void> {
  await setCondition(actor, "grappled", hold.grappled);
  if (crStats(actor).grappledBy !== hold.grappledBy)
    await actor.update({ "system.stats.combatRoll.grappledBy": hold.grappledBy } as Actor.UpdateData);
}

/** Every actor this client knows (world actors and combatants' token actors), once each. */
function knownActors(): Actor.Implementation[] {
  const all = new Map<string, Actor.Implementation>();
  // The collection yields stored documents; they are the configured Actor class at run time.
  for (const actor of game.actors) all.set(actor.uuid, actor as Actor.Implementation);
  for (const combat of game.combats)
    for (const actor of combat.combatants.map((c) => c.actor)) if (actor) all.set(actor.uuid, actor);
  return [...all.values()];
}

/** The foes `grappler` holds now (for its sheet's "Let go" buttons). */
export function heldFoes(grappler: Actor.Implementation): Actor.Implementation[] {
  return knownActors().filter((a) => {
    try {
      const hold = holdOf(a);
      return hold.grappled && hold.grappledBy === grappler.uuid;
    } catch {
      return false;
    }
  });
}

/** The name of whoever holds `actor`, or "" when it is not held or the grappler is unknown. */
export function grapplerName(actor: Actor.Implementation): string {
  const hold = holdOf(actor);
  if (!hold.grappled || hold.grappledBy === "") return "";
  try {
    return cardActor(hold.grappledBy).name ?? "";
  } catch {
    return "";
  }
}

function checkRelease(grappler: Actor.Implementation, target: Actor.Implementation): CombatRollTurn | null {
  assertFit(grappler);
  combatRoll.assertHolds(holdOf(target), grappler.uuid, {
    grappler: grappler.name ?? "",
    target: target.name ?? "",
  });
  const e = combatRollTurnOf(grappler);
  if (e) spend(e, combatRoll.turnAction("release"));
  return e;
}

/** The grappler's sheet "Let go of X": a free action (the one of the round). Checked here, done at the GM. */
export const release: SheetAction = async (actor, data) => {
  const target = cardActor(String(data.target ?? ""));
  checkRelease(actor, target);
  await act("release", { actor: actor.uuid, target: target.uuid });
};

/** At the GM: the free action (one `combat.update`), then the foe is no longer Grappled (the target). */
export async function performRelease(payload: RequestPayload, requester: User.Implementation): Promise<void> {
  const grappler = cardActor(String(payload.actor));
  const target = cardActor(String(payload.target));
  requireRole(grappler.uuid, requester, grappler.name ?? "");
  const e = checkRelease(grappler, target);
  if (e) await e.combat.update(actionUpdate(e, spend(e, combatRoll.turnAction("release"))));
  await writeHold(target, combatRoll.NOT_HELD);
}

function checkEscape(actor: Actor.Implementation, skill: string) {
  assertFit(actor);
  const chosen = combatRoll.assertEscapeSkill(skill);
  const grappler = cardActor(combatRoll.grapplerOf(holdOf(actor), actor.name ?? ""));
  const e = combatRollTurnOf(actor);
  if (e) spend(e, combatRoll.turnAction("escape"));
  return { chosen, grappler, e };
}

/** The grappled character's sheet "Break free (Athletics / Acrobatics)": checked here, rolled at the GM. */
export const escape: SheetAction = async (actor, data) => {
  checkEscape(actor, String(data.skill ?? ""));
  await act("escape", { actor: actor.uuid, skill: String(data.skill) });
};

/**
 * At the GM: the escape's AP (a primary action, one `combat.update`), the contest (the escaper's chosen
 * skill against the grappler's Athletics, engine `contestWinner` / `escapes`) on a card (one
 * ChatMessage), and, when it breaks free, the escaper no longer Grappled (the actor).
 */
export async function performEscape(payload: RequestPayload, requester: User.Implementation): Promise<void> {
  const actor = cardActor(String(payload.actor));
  requireRole(actor.uuid, requester, actor.name ?? "");
  const { chosen, grappler, e } = checkEscape(actor, String(payload.skill));
  const attackTest = await rollCardTest(chosen, {
    skill: combatRoll.plainSkillValue(sheetSkills(actor), chosen),
    modifier: 0,
    boonBane: 0,
  });
  const hold = combatRoll.HOLD_SKILL;
  const defenseTest = await rollCardTest(hold, {
    skill: combatRoll.plainSkillValue(sheetSkills(grappler), hold),
    modifier: 0,
    boonBane: 0,
  });
  const winner = combatRoll.contestWinner(attackTest, defenseTest);
  const free = combatRoll.escapes(winner);
  const card = combatRoll.newContest("escape", {
    combatId: e?.combat.id ?? "",
    attacker: actor.uuid,
    target: grappler.uuid,
    attackerName: actor.name ?? "",
    targetName: grappler.name ?? "",
    defense: hold,
    attackTest,
    defenseTest,
    outcome: winner,
    applied: free,
  });
  if (e) await e.combat.update(actionUpdate(e, spend(e, combatRoll.turnAction("escape"))));
  await ChatMessage.create(await cardMessage(card, actor));
  if (free) await writeHold(actor, combatRoll.NOT_HELD);
}
