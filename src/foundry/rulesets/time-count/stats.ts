import { timeCount } from "../../../engine/index";
import { RuleError } from "../../../engine/core/errors";
import { actorSystem, weaponSystem } from "../../data/access";
import { hasCondition, setConditions } from "../../conditions/index";
import { ruledHealth } from "../../health/ruled";
import type { WeaponData } from "../../data/item";

/** The Time Count's conditions: status effects on the actor (schema 3), shown on its tokens. */
export const TC_CONDITIONS = ["immobile", "wounded", "unconscious", "dead", "fatigued"] as const;
export type TcCondition = (typeof TC_CONDITIONS)[number];

/** Where a change of a condition rides in a `changes` object (`writeTc` turns it into a status). */
const CONDITION_PATH = "system.stats.timeCount.conditions.";

/**
 * The Time Count block of an actor, with its conditions read from its status effects (`unsteady`, and
 * `conditions` by id): the rules read one object, whatever the token HUD or a card set.
 */
export function tcStats(actor: Actor.Implementation) {
  const on = (id: string) => hasCondition(actor, id);
  const conditions = Object.fromEntries(TC_CONDITIONS.map((id) => [id, on(id)])) as Record<
    TcCondition,
    boolean
  >;
  return { ...actorSystem(actor).stats.timeCount, unsteady: on("unsteady"), conditions };
}
export type TcStats = ReturnType<typeof tcStats>;

/**
 * Writes a Time Count actor's changes: each condition the changes name (`system.stats.timeCount.
 * conditions.<id>`: true or false) as a status effect, then its data in one update (last, so that what
 * re-renders on the actor's update reads the conditions already set), with `options` (`ruledHealth()`).
 */
export async function writeTc(
  actor: Actor.Implementation,
  changes: Readonly<Record<string, unknown>>,
  options: Record<string, unknown> = {},
) {
  const data: Record<string, unknown> = {};
  const statuses: Record<string, boolean> = {};
  for (const [path, value] of Object.entries(changes)) {
    if (path.startsWith(CONDITION_PATH)) statuses[path.slice(CONDITION_PATH.length)] = value === true;
    else data[path] = value;
  }
  await setConditions(actor, statuses);
  // fatigue these changes carry is the rules' own (a cost, a run, a check): the health door weighs only a
  // fatigue written by hand (health.ts `alsoWeighs`); hit points written here still pass it
  const fatigueRuled = FATIGUE in data && !(HP_VALUE in data);
  if (Object.keys(data).length)
    await actor.update(data, fatigueRuled ? { ...ruledHealth(), ...options } : options);
}

const FATIGUE = "system.stats.timeCount.fatigue";
const HP_VALUE = "system.stats.timeCount.hp.value";

/** The actor's current hit points for the consciousness rules (engine `currentHitPoints`). */
export function currentHp(s: TcStats): number {
  return timeCount.currentHitPoints({ hp: s.hp.value, invigoration: s.invigoration });
}

/** Dying now (engine `isDying`): fatigue at least double the current hit points, still alive. */
export function dyingNow(actor: Actor.Implementation): boolean {
  const s = tcStats(actor);
  return timeCount.isDying({
    dead: s.conditions.dead,
    hp: s.hp.value,
    invigoration: s.invigoration,
    fatigue: s.fatigue,
  });
}

/** The Time Count block of a weapon, and the weapon's common fields. */
export function tcWeapon(item: Item.Implementation): {
  weapon: WeaponData;
  stats: WeaponData["stats"]["timeCount"];
} {
  const weapon = weaponSystem(item);
  return { weapon, stats: weapon.stats.timeCount };
}

export function speedClassOf(value: string): timeCount.SpeedClass {
  if (timeCount.isSpeedClass(value)) return value;
  throw new RuleError("TEMPO.TimeCount.Error.UnknownSpeedClass", { speedClass: value });
}

export function isDefense(value: string): value is timeCount.Defense {
  return (timeCount.DEFENSES as readonly string[]).includes(value);
}

export function isStance(value: string): value is timeCount.Stance {
  return (timeCount.STANCES as readonly string[]).includes(value);
}

/** The attribute a weapon adds to damage (engine `weaponAttributeBonus`). */
export function weaponAttributeBonus(stats: TcStats, item: Item.Implementation): number {
  return timeCount.weaponAttributeBonus(stats.attributes, tcWeapon(item).stats);
}

/** Whether the actor holds a ready melee weapon (else it uses Passive against melee attacks). */
export function wieldsMeleeWeapon(actor: Actor.Implementation): boolean {
  return actor.items.some((item) => {
    if (item.type !== "weapon") return false;
    const w = weaponSystem(item);
    return w.equipped && !w.ranged;
  });
}

/** The size modifier (Medium +0) of the actor's stored size. */
export function sizeModifierOf(stats: TcStats): number {
  return timeCount.sizeModifierOfSize(stats.size);
}

/** Initiative: 1d6 + 4, Wisdom and the sheet's bonus subtracted (lowest acts first), +1d6 if surprised. */
export function initiativeFormula(stats: TcStats, surprised: boolean): string {
  return timeCount.initiativeFormula({ bonus: stats.attributes.wisdom + stats.initiativeBonus, surprised });
}

/** The sheet header's key numbers (issue 13): the five defences as attacks use them now (issue 30), the initiative bonus and the stance. */
export function headerSummary(
  actor: Actor.Implementation,
  now: Readonly<Record<timeCount.Defense, timeCount.DefenseNow>>,
): { label: string; value: string | number }[] {
  const s = tcStats(actor);
  return [
    ...timeCount.defenseLines(now, game.i18n),
    { label: "TEMPO.TimeCount.Stat.initiativeBonus", value: s.initiativeBonus },
    {
      label: "TEMPO.TimeCount.Stat.stance",
      value: game.i18n.localize(`TEMPO.TimeCount.StanceName.${s.stance || "none"}`),
    },
  ];
}
