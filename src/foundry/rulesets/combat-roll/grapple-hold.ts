import { actorAction } from "../../actions/actor-flows";
import { knownActors, displayName } from "../../combatants";
import { text, type PayloadOf } from "../../actions/index";
import { combatRoll } from "../../../engine/index";
import type { Hold } from "../../../engine/combat-roll/index";
import { hasCondition, setCondition } from "../../conditions/index";
import { cardActor } from "./actors";
import { sheetSkills, crStats } from "./stats";
import { cardMessage } from "./strike";
import { rollPlainTest } from "./tests";
import { actionUpdate, assertFit, combatRollTurnOf, spend, spentLine } from "./turn-state";

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

const RELEASE = { actor: text(), target: text() };

/** Letting go: a free action (the one of the round) of a fit grappler who holds the target. */
function checkRelease(grappler: Actor.Implementation, payload: PayloadOf<typeof RELEASE>) {
  const target = cardActor(payload.target);
  assertFit(grappler);
  combatRoll.assertHolds(holdOf(target), grappler.uuid, {
    grappler: grappler.name ?? "",
    target: displayName(target),
  });
  const e = combatRollTurnOf(grappler);
  return { target, e, state: e ? spend(e, combatRoll.turnAction("release")) : null };
}

/**
 * The grappler's sheet "Let go of X", checked on the clicking client; at the GM the free action (one
 * `combat.update`), then the foe is no longer Grappled (the target).
 */
export const release = actorAction(
  "release",
  {
    check: checkRelease,
    async perform(grappler, payload, posted) {
      const { target, e, state } = checkRelease(grappler, payload);
      if (e && state) await e.combat.update(actionUpdate(e, state));
      await writeHold(target, combatRoll.NOT_HELD);
      const data = { target: displayName(target) };
      if (e && state)
        await ChatMessage.create(
          spentLine(grappler, e, state, posted, { key: "TEMPO.CombatRoll.Line.Release", data }),
        );
    },
  },
  RELEASE,
);

const ESCAPE = { actor: text(), skill: text() };

/** Breaking free: a primary action of a fit, grappled character, with Athletics or Acrobatics. */
function checkEscape(actor: Actor.Implementation, payload: PayloadOf<typeof ESCAPE>) {
  assertFit(actor);
  const chosen = combatRoll.assertEscapeSkill(payload.skill);
  const grappler = cardActor(combatRoll.grapplerOf(holdOf(actor), actor.name ?? ""));
  const e = combatRollTurnOf(actor);
  return { chosen, grappler, e, state: e ? spend(e, combatRoll.turnAction("escape")) : null };
}

/**
 * The grappled character's sheet "Break free (Athletics / Acrobatics)", checked on the clicking client;
 * at the GM the escape's AP (one `combat.update`), the contest (the escaper's chosen skill against the
 * grappler's Athletics, engine `contestWinner` / `escapes`) on a card (one ChatMessage), and, when it
 * breaks free, the escaper no longer Grappled (the actor).
 */
export const escape = actorAction("escape", { check: checkEscape, perform: performEscape }, ESCAPE);

async function performEscape(actor: Actor.Implementation, payload: PayloadOf<typeof ESCAPE>): Promise<void> {
  const { chosen, grappler, e, state } = checkEscape(actor, payload);
  const attackTest = await rollPlainTest(chosen, combatRoll.plainSkillValue(sheetSkills(actor), chosen));
  const hold = combatRoll.HOLD_SKILL;
  const defenseTest = await rollPlainTest(hold, combatRoll.plainSkillValue(sheetSkills(grappler), hold));
  const winner = combatRoll.contestWinner(attackTest, defenseTest);
  const free = combatRoll.escapes(winner);
  const card = combatRoll.newContest("escape", {
    combatId: e?.combat.id ?? "",
    attacker: actor.uuid,
    target: grappler.uuid,
    attackerName: displayName(actor),
    targetName: grappler.name ?? "",
    defense: hold,
    attackTest,
    defenseTest,
    outcome: winner,
    applied: free,
  });
  if (e && state) await e.combat.update(actionUpdate(e, state));
  await ChatMessage.create(await cardMessage(card, actor));
  if (free) await writeHold(actor, combatRoll.NOT_HELD);
}
