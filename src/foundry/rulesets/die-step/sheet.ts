import { dieStep } from "../../../engine/index";
import { attackUnavailable } from "./actions";
import { DIE_STATS } from "./fields";
import { dieOf, dsItem, dsStats, equippedOf, heldTargets, standingOf } from "./stats";
import { holdOf } from "./grapple";
import { mountingContext } from "./mount";
import { moveButtons } from "./grapple-moves";
import { owesSurvival, survivalUnavailable } from "./survival";
import { lineText } from "../../notify";

const keyed = (ids: readonly string[], group: string) =>
  Object.fromEntries(ids.map((id) => [id, `TEMPO.DieStep.${group}.${id}`]));

/** What the Die-Step stats block shows beside the stored stats. */
export function actorContext(actor: Actor.Implementation): Record<string, unknown> {
  const s = dsStats(actor);
  const standing = standingOf(actor);
  const apNow = dieStep.actionPoints(s.ap, dieStep.apHalvings(standing));
  const cost = (id: keyof typeof dieStep.DIE_STEP_ACTIONS) =>
    lineText(dieStep.actionCostLine(dieStep.DIE_STEP_ACTIONS[id]));
  return {
    dice: DIE_STATS.map((key) => ({ key, label: `TEMPO.DieStep.Stat.${key}`, value: s[key] })),
    dieChoices: Object.fromEntries(dieStep.DIE_RANKS.map((d) => [d, d])),
    woundChoices: keyed(["none", "badly-wounded", "mortally-wounded", "dead"], "Wound"),
    // AP per turn after halving (badly wounded, unskilled rider): what the next turn starts from
    apNow,
    knockedOut: dieStep.isKnockedOut(standing),
    survivalLabel: s.survival ? `TEMPO.DieStep.Survival.${s.survival}` : "",
    // the weapons and spells it attacks with (equipped), each with the die it rolls
    weapons: [...equippedOf(actor, "weapon"), ...equippedOf(actor, "spell")].map((item) => {
      const w = dsItem(item);
      return {
        id: item.id ?? "",
        name: item.name ?? "",
        die: dieOf(actor, w.roll as (typeof DIE_STATS)[number]),
        stat: `TEMPO.DieStep.Stat.${w.roll}`,
        kind: `TEMPO.DieStep.Attack.${w.attack}`,
        // a helpless character casts no weapon but may cast a spell (Interpretation 45)
        reason: attackUnavailable(actor, { physical: !dieStep.isSpellAttack(w.attack) }),
      };
    }),
    unarmedDie: dieStep.unarmedDie(dieOf(actor, "str")),
    // the buttons' costs, from the categories the turn engine charges (issue 29)
    costs: {
      attack: cost("attack"),
      unarmed: cost("unarmed-strike"),
      grab: cost("grab"),
    },
    // "Riders cannot ... make unarmed attacks" (strikes and grabs)
    unarmedReason: attackUnavailable(actor, { physical: true, unarmed: true }),
    moveReason: attackUnavailable(actor, { physical: true, movement: true }, "minor"),
    // in a begun fight: the pair it rides in (or is ridden in), Mount… or Dismount with why not now
    mounting: mountingContext(actor),
    // the survival roll: shown while owed, disabled (with the reason) while the encounter runs
    survival: owesSurvival(actor) ? { reason: survivalUnavailable(actor) } : null,
    held: holdOf(actor),
    // whom it holds, with the moves the hold allows now (each disabled with its reason when refused)
    holding: heldTargets(actor).map(({ actor: target, hold }) => ({
      uuid: target.uuid,
      name: target.name ?? "",
      holdLabel: `TEMPO.DieStep.Hold.${hold}`,
      moves: moveButtons(actor, target),
    })),
    holdChoices: keyed(["none", "partial", "full"], "Hold"),
    // the header's key numbers (issue 13): the passive defence, the dodge die, AP a turn now
    summary: (["def", "ref"] as const)
      .map((k): { label: string; value: string } => ({
        label: `TEMPO.DieStep.Stat.${k}`,
        value: dieOf(actor, k),
      }))
      .concat({ label: "TEMPO.DieStep.Stat.ap", value: String(apNow) }),
  };
}

/** The item sheet's choices. */
export function itemContext(): Record<string, unknown> {
  return {
    attackKinds: keyed(dieStep.ATTACK_KINDS, "Attack"),
    stats: keyed(DIE_STATS, "Stat"),
    minimums: Object.fromEntries(["", ...dieStep.DIE_RANKS].map((d) => [d, d || "\u2013"])),
  };
}
