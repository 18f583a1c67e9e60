import { ensure } from "../core/errors";
import type { AttackKind } from "./defense";
import { DS_ERR } from "./errors";

/** Every trigger of an opportunity attack the seed lists (ids are TEMPO.DieStep.Trigger.* keys). */
export const OPPORTUNITY_TRIGGERS = [
  "exclusive-action",
  "aim-ranged",
  "leave-region-minor",
  "run-into-region",
  "move-past-enemy",
  "unarmed-vs-armed",
  "grab-vs-armed",
  "rule",
] as const;
export type OpportunityTrigger = (typeof OPPORTUNITY_TRIGGERS)[number];

export interface TriggerRule {
  /** Who may strike: every enemy in the region, or only the armed target of the strike or grab. */
  who: "enemies-in-region" | "armed-target";
  /** The opportunity attack is resolved before the provoking action is attempted. */
  before: boolean;
}

/**
 * "Taking an exclusive action, aiming a ranged attack, moving out of a region with a minor action,
 * running into a region, trying to move directly past an enemy, or any situation stated in a particular
 * rule, will provoke a possible opportunity attack for each enemy in the region." An unarmed strike or
 * a grab against an opponent with a melee weapon provokes "(before the strike is attempted)".
 * Interpretation: the region-wide triggers are also resolved before the action.
 */
export const TRIGGER_RULES: Readonly<Record<OpportunityTrigger, TriggerRule>> = {
  "exclusive-action": { who: "enemies-in-region", before: true },
  "aim-ranged": { who: "enemies-in-region", before: true },
  "leave-region-minor": { who: "enemies-in-region", before: true },
  "run-into-region": { who: "enemies-in-region", before: true },
  "move-past-enemy": { who: "enemies-in-region", before: true },
  "unarmed-vs-armed": { who: "armed-target", before: true },
  "grab-vs-armed": { who: "armed-target", before: true },
  rule: { who: "enemies-in-region", before: true },
};

export function triggerRule(id: string): TriggerRule {
  const rule = (TRIGGER_RULES as Readonly<Record<string, TriggerRule>>)[id];
  ensure(rule !== undefined, DS_ERR.UnknownTrigger, { id });
  return rule;
}

/** What an action provokes, from what it is (the shell describes the action, the engine names the triggers). */
export interface ProvokingAction {
  category?: "major" | "minor" | "exclusive" | "interrupt" | "free";
  aimsRanged?: boolean;
  /** Leaves the region with a minor action. */
  leavesRegionMinor?: boolean;
  /** Runs into a region. */
  runsInto?: boolean;
  movesPastEnemy?: boolean;
  /** An unarmed strike or a grab against a target holding a melee weapon. */
  unarmedAgainstArmed?: boolean;
  grabAgainstArmed?: boolean;
  /** A particular rule says it provokes. */
  ruleSays?: boolean;
}

export function opportunityTriggers(action: ProvokingAction): OpportunityTrigger[] {
  const out: OpportunityTrigger[] = [];
  if (action.category === "exclusive") out.push("exclusive-action");
  if (action.aimsRanged === true) out.push("aim-ranged");
  if (action.leavesRegionMinor === true) out.push("leave-region-minor");
  if (action.runsInto === true) out.push("run-into-region");
  if (action.movesPastEnemy === true) out.push("move-past-enemy");
  if (action.unarmedAgainstArmed === true) out.push("unarmed-vs-armed");
  if (action.grabAgainstArmed === true) out.push("grab-vs-armed");
  if (action.ruleSays === true) out.push("rule");
  return out;
}

/**
 * An opportunity attack "is a minor interrupt action ... and must be a basic melee attack (no ranged
 * attacks, spells, or other abilities)".
 */
export function opportunityAttackAllowed(attack: AttackKind, basic: boolean): boolean {
  return attack === "melee" && basic;
}

/** An offer on a card: a foe (its actor uuid) and whether it took its opportunity attack. */
export interface StoredOffer {
  actor: string;
  taken: boolean;
}

/** The untaken offer to `actor`; throws when there is none (taken already, or never made). */
export function openOffer<T extends StoredOffer>(offers: readonly T[], actor: string): T {
  const offer = offers.find((o) => o.actor === actor);
  ensure(offer !== undefined && !offer.taken, "TEMPO.Error.AlreadyApplied", {});
  return offer;
}

/** The offers once `actor` took its own. */
export function withOfferTaken<T extends StoredOffer>(offers: readonly T[], actor: string): T[] {
  return offers.map((o) => (o.actor === actor ? { ...o, taken: true } : o));
}

/** What decides whether a character may strike an opportunity attack now. */
export interface OpportunityStriker {
  /** Able to act: not knocked out, mortally wounded, dead or stunned. */
  canAct: boolean;
  /** "A helpless character ... cannot take any physical actions": no attack of opportunity either. */
  helpless: boolean;
  /** An opportunity attack "must be a basic melee attack". */
  meleeWeapon: boolean;
}

/** Whether it may be offered (and take) an opportunity attack: able to act, not helpless, a melee weapon. */
export function mayStrikeOpportunity(c: OpportunityStriker): boolean {
  return c.canAct && !c.helpless && c.meleeWeapon;
}

/**
 * The foes offered an opportunity attack by a region-wide trigger: the others of another disposition who
 * may strike one (`mayStrikeOpportunity`).
 */
export function opportunityFoes(
  self: { id: string; disposition: number },
  others: readonly ({ id: string; disposition: number } & OpportunityStriker)[],
): string[] {
  return others
    .filter((c) => c.id !== self.id && c.disposition !== self.disposition && mayStrikeOpportunity(c))
    .map((c) => c.id);
}
