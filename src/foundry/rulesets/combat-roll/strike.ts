import { combatRoll } from "../../../engine/index";
import type { DefenseKind } from "../../../engine/combat-roll/index";
import { RuleError } from "../../../engine/core/errors";
import { itemSystem } from "../../data/access";
import { singleTarget } from "../../targets";
import { requestGM } from "../../socket";
import type { RequestPayload } from "../definition";
import { cardActor } from "./actors";
import { CONTEST_TYPE, emptyDamage, emptyManeuver, renderContest, type Contest } from "./contest";
import { crItem, shieldBlockRating } from "./stats";
import { NO_TEST } from "./tests";
import { canAct, engagementOf, spend, turnsUpdate, type Marks } from "./turn-state";

export const STRIKE_REQUEST = "combatRoll.strike";

/** What a Strike or spell attack declares: checked on the attacker's client, then again at the GM. */
function planAttack(attacker: Actor.Implementation, itemId: string, target: Actor.Implementation) {
  const item = attacker.items.get(itemId);
  if (!item || (item.type !== "weapon" && item.type !== "spell"))
    throw new RuleError("TEMPO.Error.NoSuchWeapon");
  if (target === attacker || target.uuid === attacker.uuid) throw new RuleError("TEMPO.Error.TargetIsSelf");
  const stats = crItem(item);
  const system = itemSystem(item);
  const spell = item.type === "spell";
  if (spell && !stats.attackTrait)
    throw new RuleError("TEMPO.CombatRoll.Error.NotAnAttackSpell", { name: item.name ?? "" });
  const attackKind = spell ? ("spell" as const) : ("strike" as const);
  // Interpretation: attack spells are ranged (cover applies); weapons say whether they are ranged.
  const range = spell || ("ranged" in system && system.ranged) ? ("ranged" as const) : ("melee" as const);
  const damageFormula = spell ? stats.damage : "damage" in system ? system.damage : "";
  const action = combatRoll.turnAction(spell ? "use-magic" : "strike", { spellHasAttackTrait: true });
  return { item, stats, attackKind, range, damageFormula, action };
}

/** The defences the target may choose: the engine's options, only "none" if it cannot react now. */
function defenseChoices(target: Actor.Implementation, plan: ReturnType<typeof planAttack>): DefenseKind[] {
  const options = combatRoll.defenseOptions({
    attackKind: plan.attackKind,
    range: plan.range,
    hasShield: shieldBlockRating(target) !== null,
    targetsMind: plan.attackKind === "spell" && plan.stats.targetsMind,
  });
  return canAct(engagementOf(target), combatRoll.turnAction("defend")) ? options : ["none"];
}

/**
 * The sheet's Strike (or spell attack): the attacker's owner targets one token and clicks. The
 * action is checked here (so a refusal shows at once), then carried out at the GM.
 */
export async function strikeFromSheet(attacker: Actor.Implementation, data: RequestPayload): Promise<void> {
  const target = singleTarget();
  const plan = planAttack(attacker, String(data.itemId ?? ""), target);
  const e = engagementOf(attacker);
  if (e) spend(e, plan.action);
  await requestGM(STRIKE_REQUEST, {
    attacker: attacker.uuid,
    itemId: plan.item.id ?? "",
    target: target.uuid,
  });
}

/**
 * At the GM: spends the attacker's AP and attack (one `combat.update`) and posts the card (one
 * ChatMessage create). Out of combat only the card is written.
 */
export async function performStrike(payload: RequestPayload, requester: User.Implementation): Promise<void> {
  const attacker = cardActor(String(payload.attacker));
  const target = cardActor(String(payload.target));
  if (!requester.isGM && !attacker.testUserPermission(requester, "OWNER"))
    throw new RuleError("TEMPO.Error.NotOwner", { name: attacker.name ?? "" });
  const plan = planAttack(attacker, String(payload.itemId), target);
  const e = engagementOf(attacker);
  let combatChange: Record<string, unknown> | null = null;
  let attackBoonBane = 0;
  if (e) {
    const state = spend(e, plan.action);
    const targetId = engagementOf(target)?.combatantId ?? "";
    const feint = `${e.combatantId}>${targetId}`;
    // Feint: "If your next action is a Strike against the same target" -> a boon, used up either way.
    if (plan.attackKind === "strike" && e.marks.feints.includes(feint)) attackBoonBane = 1;
    const marks: Marks = {
      ...e.marks,
      feints: e.marks.feints.filter((f) => !f.startsWith(`${e.combatantId}>`)),
    };
    combatChange = turnsUpdate(e.combat, state, marks);
  }
  const card: Contest = {
    ruleset: "combat-roll",
    combatId: e?.combat.id ?? "",
    attacker: attacker.uuid,
    target: target.uuid,
    item: plan.item.uuid,
    attackerName: attacker.name ?? "",
    targetName: target.name ?? "",
    itemName: plan.item.name ?? "",
    attackKind: plan.attackKind,
    range: plan.range,
    damageFormula: plan.damageFormula,
    damageType: plan.stats.damageType,
    targetsMind: plan.attackKind === "spell" && plan.stats.targetsMind,
    attackBoonBane,
    options: defenseChoices(target, plan),
    defense: "",
    attackTest: { ...NO_TEST },
    defenseTest: { ...NO_TEST },
    outcome: "",
    blockRating: 0,
    damage: emptyDamage(),
    applied: false,
    healthAfter: 0,
    maneuver: emptyManeuver(),
  };
  if (e && combatChange) await e.combat.update(combatChange);
  await ChatMessage.create({
    type: CONTEST_TYPE,
    system: card,
    content: await renderContest(card, []),
    speaker: ChatMessage.getSpeaker({ actor: attacker }),
  } as unknown as ChatMessage.CreateData);
}
