// Three-Action's Attack and Maneuvers, at the active GM: the engine plans the roll (bonus, range penalty,
// advantage / disadvantage from every condition read through hasCondition, the Defense), Foundry rolls it,
// the engine judges it (opposed for Break, Push, Disarm, Trip, Grapple; Mental Defense for a Feint), and
// its effect is written: damage (doubled on a critical), Prone, Flat Footed, Grappling / Grappled...
import { displayName } from "../../combatants";
import type { RollMode } from "../../actions/index";
import { threeAction } from "../../../engine/index";
import type { AttackPlan, TimedCondition, WeaponWeight } from "../../../engine/three-action/index";
import { RuleError } from "../../../engine/core/errors";
import { spend, writeTurns } from "../../action-points/index";
import { assertOwnerOrGM } from "../../permissions";
import { fmt } from "./actions";
import { assertMayAct, TA_AP, taTurnOf } from "./ap-rules";
import {
  cardLine,
  logCardLine,
  NO_DAMAGE,
  postCard,
  shownDamage,
  shownDice,
  type NewTaCard,
  type TaCard,
  type TaLine,
} from "./card-data";
import { endGrapple, isGrappledBy, layGrapple } from "./grapple";
import type { AttackPayload } from "./payloads";
import { conditionsOf, taStats, vitalsOf, weaponStats, writeVitals, type TaWeapon } from "./stats";

const UNARMED: TaWeapon & { damage: string } = {
  kind: "melee",
  weight: "light",
  rangeIncrement: 0,
  defense: "physical",
  damage: "1d3",
};

export function weaponOf(actor: Actor.Implementation, itemId: string) {
  const item = itemId ? actor.items.get(itemId) : undefined;
  if (itemId && !item) throw new RuleError("TEMPO.Error.BadRequest", { action: "attack" });
  return { name: item?.name ?? fmt("Sheet.Unarmed"), ...(item ? weaponStats(item) : UNARMED) };
}

/** The weight of the weapon a creature resists a maneuver with (engine `resistingWeight`). */
function meleeWeight(actor: Actor.Implementation): WeaponWeight {
  return threeAction.resistingWeight(actor.items.filter((i) => i.type === "weapon").map(weaponStats));
}

const VERDICTS = { critical: "Card.Critical", hit: "Card.Hit", miss: "Card.Miss" } as const;
/** The card's verdict (engine `verdictOf`), in words. */
export const verdict = (outcome: keyof typeof VERDICTS) => fmt(VERDICTS[outcome]);

async function rolled(formula: string): Promise<{ roll: Roll; dice: number[] }> {
  const roll = await new Roll(formula).evaluate();
  return { roll, dice: roll.dice[0]?.results.map((r) => r.result) ?? [] };
}

interface Judged {
  hit: boolean;
  critical: boolean;
  total: number;
  against: number;
  rolls: Roll[];
  /** The d20s shown on the card: the attacker's, and the target's opposed roll. */
  dice: TaCard["dice"];
  damage?: TaCard["damage"];
}

/** A damage Roll for the card: its dice, its total, and the doubled amount on a critical. */
export function cardDamage(roll: Roll, critical: boolean): TaCard["damage"] {
  return shownDamage(roll, critical ? threeAction.hitDamage(Math.max(0, roll.total ?? 0), true) : 0);
}

/** Rolls the plan and judges it: against a Defense, or opposed by the target's own melee attack roll. */
async function judge(plan: AttackPlan, target: Actor.Implementation, maneuver: string): Promise<Judged> {
  const att = await rolled(plan.formula);
  const ts = taStats(target);
  if (threeAction.isOpposed(maneuver)) {
    const weight = meleeWeight(target);
    const mode = threeAction.opposedRollMode(conditionsOf(target), weight);
    const bonus = threeAction.attackBonus({
      kind: "melee",
      weapon: weight,
      level: ts.level,
      str: ts.str,
      dex: ts.dex,
      ess: ts.ess,
    });
    const def = await rolled(`${threeAction.d20Formula(mode)} + ${bonus}`);
    const o = threeAction.evaluateOpposed(att.dice, def.dice, {
      attackerBonus: plan.bonus - plan.penalty,
      attackerMode: plan.mode,
      defenderBonus: bonus,
      defenderMode: mode,
      autoMiss: plan.autoMiss,
    });
    return {
      hit: o.success,
      critical: o.critical,
      total: o.attacker.total,
      against: o.defender.total,
      rolls: [att.roll, def.roll],
      dice: [
        { who: "attacker", name: "", dice: shownDice(att.dice, o.attacker.natural) },
        { who: "target", name: target.name ?? "", dice: shownDice(def.dice, o.defender.natural) },
      ],
    };
  }
  const defense = plan.defense === "mental" ? ts.mentalDefense : ts.physicalDefense;
  const a = threeAction.evaluateAttack(att.dice, {
    bonus: plan.bonus,
    penalty: plan.penalty,
    defense,
    mode: plan.mode,
    autoMiss: plan.autoMiss,
  });
  return {
    hit: a.hit,
    critical: a.critical,
    total: a.total,
    against: defense,
    rolls: [att.roll],
    dice: [{ who: "attacker", name: "", dice: shownDice(att.dice, a.natural) }],
  };
}

/** What a hit does to the target (and the attacker), as the engine says; returns the card's lines. */
async function outcome(
  attacker: Actor.Implementation,
  target: Actor.Implementation,
  weapon: ReturnType<typeof weaponOf>,
  maneuver: string,
  j: Judged,
  payload: AttackPayload,
  timed: Omit<TimedCondition, "creator">[],
): Promise<TaLine[]> {
  const add = (a: Actor.Implementation, ids: string[]) =>
    writeVitals(a, { ...vitalsOf(a), conditions: [...new Set([...conditionsOf(a), ...ids])] });
  if (!j.hit) return [];
  const s = taStats(attacker);
  if (!maneuver || maneuver === "break") {
    const str = weapon.kind === "melee" ? threeAction.meleeDamageAttribute(s.str) : 0;
    const dmg = await new Roll(str ? `${weapon.damage} + ${str}` : weapon.damage).evaluate();
    j.rolls.push(dmg);
    j.damage = cardDamage(dmg, j.critical);
    const amount = threeAction.hitDamage(Math.max(0, dmg.total ?? 0), j.critical);
    if (maneuver === "break") return [cardLine("Card.Break", { amount })];
    const r = threeAction.applyDamage(vitalsOf(target), amount, "damage");
    await writeVitals(target, r.vitals);
    return r.log.map((entry) => logCardLine(entry));
  }
  if (maneuver === "feint") {
    const f = threeAction.feintOutcome(true, j.critical);
    await add(target, ["flat-footed"]);
    if (f) timed.push({ until: f.until, actor: target.uuid, condition: "flat-footed" });
    return [cardLine(`Card.Feint.${f?.against ?? "attacker"}`)];
  }
  if (maneuver === "trip") {
    const t = threeAction.tripOutcome(true, j.critical, payload.heightFeet);
    await add(target, ["prone"]);
    const fall = (t?.fallFeet ?? 0) + (t?.extraFallFeet ?? 0);
    return [fall > 0 ? cardLine("Card.TripFall", { fall }) : cardLine("Card.Trip")];
  }
  // the grappled creature beating its own grappler at Grapple or Push ends the grapple (seed: Grappled)
  const escapes = threeAction.escapesGrapple(maneuver, true, isGrappledBy(attacker, target));
  if (escapes) await endGrapple(attacker, target);
  if (maneuver === "grapple") {
    if (escapes) return [cardLine("Card.GrappleEscape")];
    const g = threeAction.grappleOutcome(true, j.critical, s.size, taStats(target).size);
    await layGrapple(attacker, target, g?.target.conditions ?? []);
    if (g?.target.slowedUntil)
      timed.push({ until: g.target.slowedUntil, actor: target.uuid, condition: "slowed" });
    return [cardLine(j.critical ? "Card.GrappleCritical" : "Card.Grapple")];
  }
  if (maneuver === "disarm") {
    const options = threeAction.disarmOptions(true, j.critical).join(",");
    const line = cardLine("Card.Disarm", { options });
    return [
      { ...line, args: line.args.map((a) => ({ ...a, prefix: "TEMPO.ThreeAction.Card.DisarmOption." })) },
    ];
  }
  // push: how far it can go before a wall, then the d6 per 5 ft it could not travel
  const input = threeAction.pushChoice(j.critical, payload.wallFeet);
  const dry = threeAction.pushOutcome(input, () => 1);
  const wall = dry.damageDice > 0 ? await new Roll(`${dry.damageDice}d6`).evaluate() : null;
  const faces = wall?.dice[0]?.results.map((r) => r.result) ?? [];
  const p = threeAction.pushOutcome(input, () => faces.shift() ?? 1);
  const lines = [
    cardLine("Card.Push", { moved: p.moved }),
    ...(escapes ? [cardLine("Card.GrappleEscape")] : []),
  ];
  if (wall) {
    j.rolls.push(wall);
    const r = threeAction.applyDamage(vitalsOf(target), p.damage, "wall");
    await writeVitals(target, { ...r.vitals, conditions: [...new Set([...r.vitals.conditions, "prone"])] });
    lines.push(...r.log.map((entry) => logCardLine(entry)));
  }
  return lines;
}

/** The card's reasons: the engine's advantage / disadvantage reasons and the range penalty. */
export function cardReasons(plan: AttackPlan, name = ""): TaCard["reasons"] {
  const reasons = plan.reasons.map((r) => ({ name, id: r.id, penalty: 0 }));
  return plan.penalty > 0 ? [...reasons, { name, id: "Range", penalty: plan.penalty }] : reasons;
}

/**
 * At the GM: an Attack or a Maneuver of `actor` against the targeted creature; one combat update for the
 * action spent, the target's writes, and the card with every Roll in the requester's roll mode.
 */
export async function performAttack(
  actor: Actor.Implementation,
  target: Actor.Implementation,
  payload: AttackPayload,
  requester: User.Implementation,
  mode: RollMode,
): Promise<void> {
  assertOwnerOrGM(actor, requester);
  assertMayAct(actor);
  const { maneuver, distance } = payload;
  threeAction.assertAttackFeet(payload);
  const weapon = weaponOf(actor, payload.itemId);
  const refusal = threeAction.attackRefusal(maneuver, weapon.kind);
  if (refusal) throw new RuleError(refusal);
  const t = taTurnOf(actor);
  const state = t ? spend(t, TA_AP, threeAction.actionInput(maneuver ? "maneuver" : "attack")) : null;
  const s = taStats(actor);
  const plan = threeAction.planAttack({
    kind: weapon.kind,
    weapon: weapon.weight,
    level: s.level,
    str: s.str,
    dex: s.dex,
    ess: s.ess,
    situation: {
      attacker: conditionsOf(actor),
      target: conditionsOf(target),
      flanked: payload.flanked,
      flatFootedToAttacker: payload.flatFooted,
      grappledByAttacker: isGrappledBy(target, actor),
      concealedFromAttacker: payload.concealed,
      hiddenFromAttacker: payload.hidden,
      declaredSquareCorrect: !payload.hidden || payload.squareCorrect,
      attackerHidden: payload.attackerHidden,
      cover: payload.cover ? "partial" : "none",
    },
    ...(distance === undefined ? {} : { distanceFeet: distance }),
    ...(weapon.rangeIncrement > 0 ? { incrementFeet: weapon.rangeIncrement } : {}),
    defense: threeAction.attackDefense(maneuver, weapon.defense),
  });
  const j = await judge(plan, target, maneuver);
  const timed: Omit<TimedCondition, "creator">[] = [];
  const lines = await outcome(actor, target, weapon, maneuver, j, payload, timed);
  if (t && state) {
    const marks = {
      ...t.marks,
      timed: [...t.marks.timed, ...timed.map((e) => ({ ...e, creator: t.combatantId }))],
    };
    await writeTurns(t.combat, TA_AP, state, marks);
  }
  if (plan.consumesDodge)
    await writeVitals(target, {
      ...vitalsOf(target),
      conditions: threeAction.spendDodge(conditionsOf(target)),
    });
  const opposed = threeAction.isOpposed(maneuver);
  const verdict = threeAction.verdictOf(j.hit, j.critical);
  const card: NewTaCard = {
    attackerName: displayName(actor),
    targetName: displayName(target),
    area: 0,
    weaponName: weapon.name,
    maneuver,
    formula: plan.formula,
    reasons: cardReasons(plan),
    dice: j.dice,
    opposed,
    defense: plan.defense,
    // the opposed roll is a roll made in the open; a Defense is filled per viewer (chat/secrets.ts)
    targets: [{ uuid: target.uuid, name: "", total: j.total, against: j.against, verdict }],
    damage: j.damage ?? NO_DAMAGE,
    outcome: verdict,
    lines,
  };
  await postCard(actor, card, j.rolls, mode, requester);
}
