import { actorAction } from "../../actions/actor-flows";
import { text, type PayloadOf } from "../../actions/index";
import { combatRoll } from "../../../engine/index";
import type { ConditionId } from "../../../engine/combat-roll/index";
import { RuleError } from "../../../engine/core/errors";
import { setCondition } from "../../conditions/index";
import type { OnCard } from "./card-roles";
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
export const applyCondition: OnCard<"applyCondition"> = async (message, _payload, requester) => {
  const card = contestOf(message);
  const condition = combatRoll.pendingCondition(card);
  if (!condition) throw new RuleError("TEMPO.CombatRoll.Error.AlreadyDone");
  const { winner, loser: loserUuid, winnerName } = combatRoll.winnerAndLoser(card);
  requireRole(winner, requester, winnerName);
  const loser = cardActor(loserUuid);
  await putCondition(loser, condition, card.maneuver.itemId);
  await writeCard(message, { ...card, maneuver: { ...card.maneuver, applied: true } });
};

const CLEAR = { actor: text(), condition: text() };

/**
 * The sheet's "×" on a condition (engine `assertMayClear`: Dazed or Pushed by its owner or the GM, Prone
 * and Grappled by the GM only, which also forgets who held it). Out of a begun fight the owner's client
 * ends it; in one the GM does, in turn with the fight's other requests. One write: the status effect
 * (Grappled: and the actor's grappler).
 */
export const clearCondition = actorAction(
  "clearCondition",
  {
    check: (_actor, p: PayloadOf<typeof CLEAR>) => combatRoll.assertMayClear(p.condition, game.user.isGM),
    here: (actor) => combatRollTurnOf(actor) === null,
    async perform(actor, p, { requester }) {
      const id = combatRoll.assertMayClear(p.condition, requester.isGM);
      if (id === "grappled") await writeHold(actor, combatRoll.NOT_HELD);
      else await setCondition(actor, id, false);
    },
  },
  CLEAR,
);

const PICK_UP = { actor: text(), itemId: text() };

/** Picking a dropped item up: a fit character's Manipulate reaction, 1 AP in combat. */
function checkPickUp(actor: Actor.Implementation, { itemId }: PayloadOf<typeof PICK_UP>) {
  assertFit(actor);
  const dropped = conditionsOf(actor).dropped;
  if (!dropped.includes(itemId)) throw new RuleError("TEMPO.Error.NoSuchWeapon");
  const e = combatRollTurnOf(actor);
  return { itemId, dropped, e, state: e ? spend(e, combatRoll.turnAction("manipulate")) : null };
}

/**
 * Picking a dropped item up, the seed's own example of Manipulate ("picking up a ring"): checked on the
 * clicking client; at the GM the reaction's AP (one `combat.update`) and the item back in hand (the actor).
 */
export const pickUp = actorAction(
  "pickUp",
  {
    check: checkPickUp,
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
  },
  PICK_UP,
);
