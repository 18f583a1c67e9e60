import { timeCount } from "../../../engine/index";
import { afflictionsOf } from "./afflictions";
import { grabbed } from "./marks";
import { activeCombatantOf } from "./clock";
import { activeImpairments } from "./settings";
import { isDefense, isStance, tcStats, tcWeapon, wieldsMeleeWeapon } from "./stats";

/** The actor's place on the running Time Count: its pending action and whether it is still in its delay. */
export function clockState(actor: Actor.Implementation): {
  combatId: string;
  count: number;
  marker: timeCount.PendingMarker | null;
  inDelay: boolean;
  unsteady: boolean;
} | null {
  const c = activeCombatantOf(actor);
  const combat = game.combat;
  if (!c || !combat?.id) return null;
  const count = combat.clock?.count ?? 0;
  const until = c.clock ? timeCount.pendingEnd(c.clock) : null;
  return {
    combatId: combat.id,
    count,
    marker: timeCount.parsePending(c.clock?.pending),
    inDelay: timeCount.pendingInProgress(until, count),
    unsteady: c.clock?.unsteady === true,
  };
}

/**
 * The defender's stance numbers now: shifting into a stance (its `stance:` marker still in its delay)
 * gives "the drawbacks of the given stance without its benefits"; Parrying counts the Accuracy as
 * the attack bonus and the shield bonus.
 */
export function stanceNow(actor: Actor.Implementation): timeCount.StanceModifiers | null {
  const s = tcStats(actor);
  if (!isStance(s.stance)) return null;
  const state = clockState(actor);
  const transitioning =
    state?.inDelay === true && state.marker?.kind === "stance" && state.marker.stance === s.stance;
  return timeCount.stanceModifiers(s.stance, {
    transitioning,
    attackBonus: s.accuracy,
    shieldBonus: s.shieldBonus,
  });
}

/**
 * Which defence an attack targets and its value: a named defence (Vigor, Celerity, Spirit,
 * Passive) as named; else Primary, or Passive when the defender cannot react (unsteady, immobile,
 * unconscious, Poised, preparing a spell or a coup de grace, without a melee weapon in melee).
 * Impairments lower the defences built on the impaired scores; stances add to Primary / Passive.
 */
export function defenseAgainst(
  target: Actor.Implementation,
  named: timeCount.Defense | undefined,
  melee: boolean,
) {
  const s = tcStats(target);
  const unconscious = s.conditions.unconscious;
  // An unconscious defender holds no stance: it takes neither a stance's benefits nor its Primary.
  const stance = unconscious ? null : stanceNow(target);
  const state = clockState(target);
  const preparing =
    timeCount.preparationPhase(
      s.preparation,
      state ? { combatId: state.combatId, count: state.count } : null,
    ) === "preparing";
  const preparingManeuver = state?.inDelay === true && state.marker?.kind === "maneuver";
  const afflicted = afflictionsOf(target);
  const key = timeCount.targetedDefense(
    named,
    {
      unsteady: s.unsteady || state?.unsteady === true,
      immobile:
        s.conditions.immobile ||
        grabbed(target) ||
        stance?.immobile === true ||
        preparingManeuver ||
        afflicted.immobile ||
        afflicted.petrified,
      spellcasting: stance?.usesPassiveDefense === true || preparing,
      unconscious,
      wieldingMeleeWeapon: wieldsMeleeWeapon(target),
      unarmedTraining: s.unarmedTraining,
    },
    melee,
  );
  const value = timeCount.defenseValueNow({ ...valueInputs(target, stance), key, melee });
  return { key, value, label: timeCount.defenseLabel(key) };
}

/** What a defence's value now is built from: the stored defences, impairments, afflictions, the stance. */
function valueInputs(actor: Actor.Implementation, stance: timeCount.StanceModifiers | null) {
  const s = tcStats(actor);
  // The optional impairments lower Fortitude, Agility and Willpower, and so the defences built on them.
  const impaired = timeCount.impairmentDefenseShift(s, activeImpairments(s.impairments));
  return { defenses: s.defenses, impaired, afflicted: afflictionsOf(actor), stance };
}

/**
 * The five defences as an attack on the actor will use them now (issue 30), against melee and ranged
 * attacks: the sheet shows these. An unconscious actor holds no stance.
 */
export function defensesNowOf(actor: Actor.Implementation) {
  const stance = tcStats(actor).conditions.unconscious ? null : stanceNow(actor);
  return timeCount.defensesNow(valueInputs(actor, stance));
}

/** The defence a weapon attack targets: the one chosen in the dialog, else the weapon's, else by situation. */
export function defenseFor(target: Actor.Implementation, item: Item.Implementation, chosen: string) {
  const { weapon, stats: w } = tcWeapon(item);
  const named = isDefense(chosen) ? chosen : isDefense(w.defense) ? w.defense : undefined;
  return defenseAgainst(target, named, !weapon.ranged);
}
