import { actorAction, checkFirst } from "../../actions/actor-flows";
import type { ActionPayload } from "../../actions/index";
import { combatRoll } from "../../../engine/index";
import type { ConditionId } from "../../../engine/combat-roll/index";
import { RuleError } from "../../../engine/core/errors";
import { setCondition } from "../../conditions/index";
import type { CardAction, SheetAction } from "../definition";
import { cardActor } from "./actors";
import { writeHold } from "./grapple-hold";
import { requireRole, writeCard } from "./card-write";
import { contestOf } from "./contest";
import { conditionsOf, crStats } from "./stats";
import { actionUpdate, spentLine, assertFit, combatRollTurnOf, spend } from "./turn-state";

const DROPPED_PATH = "system.stats.combatRoll.dropped";

/**
 * Puts `condition` on an actor: Disarm drops the chosen item to the floor (an actor update), the others
 * are status effects (one ActiveEffect write, in place of the actor update that set a boolean before).
 */
async function putCondition(actor: Actor.Implementation, condition: ConditionId, itemId: string) {
  if (condition !== "disarmed") return setCondition(actor, condition, true);
  const dropped = crStats(actor).dropped.filter((id) => id !== itemId);
  await actor.update({ [DROPPED_PATH]: [...dropped, itemId] } as Actor.UpdateData);
}

/**
 * The card's "Apply" button after a maneuver worked: the loser becomes Dazed (Bash), Prone (Trip),
 * Pushed (Push) or drops the chosen item (Disarm), once. At the GM. Writes: the loser and the card.
 */
export const applyCondition: CardAction = async (message, _payload, requester) => {
  const card = contestOf(message);
  const condition = combatRoll.pendingCondition(card);
  if (!condition) throw new RuleError("TEMPO.CombatRoll.Error.AlreadyDone");
  const { winner, loser: loserUuid, winnerName } = combatRoll.winnerAndLoser(card);
  requireRole(winner, requester, winnerName);
  const loser = cardActor(loserUuid);
  await putCondition(loser, condition, card.maneuver.itemId);
  await writeCard(message, { ...card, maneuver: { ...card.maneuver, applied: true } });
};

/** The conditions a sheet clears by hand (the seed gives them no end): not Prone (stand up instead). */
const CLEARABLE = ["dazed", "pushed"] as const;
/** Conditions with their own way out (standing up; letting go or breaking free): the GM may still end them. */
const GM_ONLY: Readonly<Record<string, string>> = {
  prone: "TEMPO.CombatRoll.Error.StandUpInstead",
  grappled: "TEMPO.CombatRoll.Error.EscapeInstead",
};

/**
 * The sheet's "×" on a condition: its owner or the GM ends Dazed or Pushed (the table decides when);
 * only the GM may clear Prone (others stand up) or Grappled (the grappler lets go, the grappled foe breaks
 * free) by hand, which also forgets who held it. One write: the status effect (Grappled: and the actor's
 * grappler).
 */
export const clearCondition: SheetAction = async (actor, data) => {
  const id = String(data.condition ?? "");
  const gmOnly = GM_ONLY[id];
  if (!(CLEARABLE as readonly string[]).includes(id) && !(gmOnly && game.user.isGM))
    throw new RuleError(gmOnly ?? "TEMPO.Error.BadRequest", { action: id });
  if (id === "grappled") await writeHold(actor, combatRoll.NOT_HELD);
  else await setCondition(actor, id, false);
};

/** Picking a dropped item up: a fit character's Manipulate reaction, 1 AP in combat. */
function checkPickUp(actor: Actor.Implementation, payload: ActionPayload) {
  assertFit(actor);
  const itemId = String(payload.itemId ?? "");
  const dropped = conditionsOf(actor).dropped;
  if (!dropped.includes(itemId)) throw new RuleError("TEMPO.Error.NoSuchWeapon");
  const e = combatRollTurnOf(actor);
  return { itemId, dropped, e, state: e ? spend(e, combatRoll.turnAction("manipulate")) : null };
}

/**
 * Picking a dropped item up, the seed's own example of Manipulate ("picking up a ring"): checked on the
 * clicking client; at the GM the reaction's AP (one `combat.update`) and the item back in hand (the actor).
 */
export const pickUp = actorAction("pickUp", {
  ask: checkFirst(checkPickUp),
  async perform(actor, payload, posted) {
    const { itemId, dropped, e, state } = checkPickUp(actor, payload);
    if (e && state) await e.combat.update(actionUpdate(e, state));
    await actor.update({ [DROPPED_PATH]: dropped.filter((id) => id !== itemId) } as Actor.UpdateData);
    const data = { item: actor.items.get(itemId)?.name ?? "" };
    if (e && state)
      await ChatMessage.create(
        spentLine(actor, e, state, posted, { key: "TEMPO.CombatRoll.Line.PickUp", data }),
      );
  },
});
