import { takeRolls } from "../../dice";
import { displayName } from "../../combatants";
import { actorAction } from "../../actions/actor-flows";
import { flag, oneOf, optText, text, type PayloadOf, type RollMode } from "../../actions/index";
import { ownersOf, withRollMode, type Posted } from "../../chat/roll-mode";
import { combatRoll } from "../../../engine/index";
import type { AttackRange, Contest, DefenseKind } from "../../../engine/combat-roll/index";
import type { TurnState } from "../../../engine/turns/index";
import { singleTarget } from "../../targets";
import { cardActor } from "./actors";
import { planAttack, type AttackPlan } from "./attack-plan";
import { CONTEST_TYPE } from "./contest";
import { opportunityMessage } from "./opportunity";
import { askPositioning } from "./position-dialog";
import type { Positioning } from "../../../engine/combat-roll/index";
import { conditionsOf, loadoutOf, styleCheck } from "./stats";
import {
  canAct,
  combatRollTurnOf,
  fitnessOf,
  spend,
  turnsUpdate,
  type CombatRollTurn,
  type Marks,
} from "./turn-state";

/** The defences the target may choose: the engine's options, only "none" if it cannot react now. */
function defenseChoices(target: Actor.Implementation, plan: AttackPlan, range: AttackRange): DefenseKind[] {
  const e = combatRollTurnOf(target);
  return combatRoll.defenseOptions({
    attackKind: plan.attackKind,
    range,
    hasShield: combatRoll.shieldBlockRating(loadoutOf(target)) !== null,
    targetsMind: plan.targetsMind,
    canReact: combatRoll.canAct(fitnessOf(target, e)) && canAct(e, combatRoll.turnAction("defend")),
  });
}

/** The attacker's pending Feint against `target` (engine `strikeFeint`): its boon, and the marks after. */
function feintOf(e: CombatRollTurn, plan: AttackPlan, target: Actor.Implementation) {
  return combatRoll.strikeFeint(e.marks, {
    attacker: e.combatantId,
    target: combatRollTurnOf(target)?.combatantId ?? "",
    attackKind: plan.attackKind,
  });
}

/** The attacker's modifiers (positioning, untrained gear, a Feint), one line per source. */
function attackLines(attacker: Actor.Implementation, plan: AttackPlan, p: Positioning, feint: boolean) {
  return combatRoll.attackModifiers({
    attackKind: plan.attackKind,
    range: p.range,
    cover: p.cover,
    flanked: p.flanked,
    untrained: styleCheck(attacker, plan.gear),
    feint,
  });
}

/**
 * A Strike's payload: the attacker, what it strikes with ("unarmed" or an item's id), its target, and the
 * positioning the dialog (or a macro) gives; a payload without a range is asked for it.
 */
const STRIKE = {
  actor: text(),
  itemId: text(),
  target: optText(),
  range: oneOf(["", ...combatRoll.RANGES], ""),
  cover: oneOf(["", ...combatRoll.COVER_LEVELS], ""),
  flanked: flag(),
};
type StrikePayload = PayloadOf<typeof STRIKE>;

/**
 * The Strike (or spell attack) on the clicking client: the target (the payload's, else the user's one
 * targeted token), the attack checked, then the roll dialog proposing the positioning. A payload that
 * already names its positioning (a macro's) asks nothing more.
 */
async function askStrike(attacker: Actor.Implementation, data: StrikePayload) {
  const target = data.target ? cardActor(data.target) : singleTarget();
  const plan = planAttack(attacker, data.itemId, target);
  const e = combatRollTurnOf(attacker);
  if (e) spend(e, plan.action);
  if (data.range !== "") return { target: target.uuid };
  const proposal = combatRoll.proposePositioning(plan.range);
  const feint = e !== null && feintOf(e, plan, target).feint;
  const choice = await askPositioning({
    attacker: displayName(attacker),
    target: displayName(target),
    item: plan.itemName,
    proposal,
    // An unarmed Strike is always melee; a weapon may be thrown.
    chooseRange: plan.item !== null,
    automatic: attackLines(attacker, plan, { ...proposal, cover: "none", flanked: false }, feint),
  });
  return choice ? { target: target.uuid, ...combatRoll.positioningPayload(choice) } : null;
}

/**
 * The attacker's turn state after the attack, with a pending Feint used up: "If your next action is a
 * Strike against the same target" it gains a boon; any next action ends it.
 */
export function attackState(
  e: CombatRollTurn,
  plan: AttackPlan,
  target: Actor.Implementation,
): { state: TurnState; marks: Marks; feint: boolean } {
  const state = spend(e, plan.action);
  return { state, ...feintOf(e, plan, target) };
}

/** The attack card's data: who, whom, with what, the positioning and the attacker's modifiers. */
export function attackCard(
  attacker: Actor.Implementation,
  target: Actor.Implementation,
  plan: AttackPlan,
  positioning: Positioning,
  feint: boolean,
  combatId: string,
): Contest {
  const lines = attackLines(attacker, plan, positioning, feint);
  return combatRoll.newContest("attack", {
    combatId,
    attacker: attacker.uuid,
    target: target.uuid,
    item: plan.item?.uuid ?? "",
    attackerName: displayName(attacker),
    targetName: displayName(target),
    itemName: plan.itemName,
    attackKind: plan.attackKind,
    range: positioning.range,
    cover: positioning.range === "ranged" ? positioning.cover : "none",
    flanked: positioning.range === "melee" && positioning.flanked,
    attackMods: lines,
    attackBoonBane: combatRoll.sumModifiers(lines).boonBane,
    damageFormula: plan.damageFormula,
    damageType: plan.damageType,
    targetsMind: plan.targetsMind,
    options: defenseChoices(target, plan, positioning.range),
    targetConditions: combatRoll.activeConditions(conditionsOf(target)),
  });
}

/** A card as a ChatMessage's creation data. */
export async function cardMessage(
  card: Contest,
  speaker: Actor.Implementation,
  posted?: { mode: RollMode; author: User.Implementation; answerer: Actor.Implementation | null },
): Promise<ChatMessage.CreateData> {
  const data: ChatMessage.CreateData = {
    type: CONTEST_TYPE,
    system: card,
    speaker: ChatMessage.getSpeaker({ actor: speaker }),
    // the Rolls its task made (a skill test's dice; none for a Strike, whose dice roll on the card)
    rolls: takeRolls(),
  };
  if (!posted) return data;
  // a private card still reaches the defender's owners, who choose their defence on it
  const answerers = posted.answerer ? ownersOf(posted.answerer) : [];
  return withRollMode(data, posted.mode, posted.author, answerers);
}

/**
 * At the GM (one request at a time, socket.ts): checks and spends the attacker's AP and attack (one
 * `combat.update`), and only then posts the card; a spell without the Melee Attack trait also posts the
 * opportunity card for the caster's foes, in the same `ChatMessage.createDocuments`. A Strike the turn
 * engine refuses (a third attack, no AP, not one's turn, unconscious) throws before anything is written,
 * so no card exists for it. Out of combat only the card is written.
 */
async function performStrike(attacker: Actor.Implementation, payload: StrikePayload, posted: Posted) {
  const target = cardActor(payload.target);
  const plan = planAttack(attacker, payload.itemId, target);
  const asked = combatRoll.positioningFromPayload(payload, combatRoll.proposePositioning(plan.range));
  // An unarmed Strike is melee whatever the request says (cover never applies to it).
  const positioning = plan.item === null ? { ...asked, range: "melee" as const } : asked;
  combatRoll.assertPositioning(positioning);
  const e = combatRollTurnOf(attacker);
  // check (throws when refused) ...
  const after = e ? attackState(e, plan, target) : null;
  // ... spend ...
  if (e && after) await e.combat.update(turnsUpdate(e.combat, after.state, after.marks));
  // ... then the card
  const card = attackCard(attacker, target, plan, positioning, after?.feint ?? false, e?.combat.id ?? "");
  const messages = [
    await cardMessage(card, attacker, { mode: posted.mode, author: posted.requester, answerer: target }),
  ];
  if (e && plan.attackKind === "spell") {
    const event = { kind: "cast" as const, meleeAttackTrait: plan.meleeAttack };
    const offer = await opportunityMessage(attacker, e, "cast", event, {
      itemName: plan.itemName,
      after: after?.state,
    });
    if (offer) messages.push(offer);
  }
  await ChatMessage.createDocuments(messages);
}

/** The sheet's Strike or spell attack: asked on the clicking client, carried out at the GM. */
export const strike = actorAction("strike", { ask: askStrike, perform: performStrike }, STRIKE);
