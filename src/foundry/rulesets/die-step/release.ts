// What ends when a turn ends or a fighter leaves (seed 002): a grappler's holds not sustained on its turn,
// or of a fight it left or is out of, are released; a rider or mount that left its pair parts it. Run by
// the turn hooks (ap-rules.ts) and the health follow-ups, right after the turn's combat update.
import { displayName } from "../../combatants";
import { dieStep } from "../../../engine/index";
import type { TurnState } from "../../../engine/turns/index";
import { postLine } from "./line";
import { dsStats, heldTargets } from "./stats";

/** A held character's hold, cleared (an escape, a release). */
export const FREED = {
  "system.stats.dieStep.heldBy": "",
  "system.stats.dieStep.hold": "none",
  "system.stats.dieStep.holdTurn": "",
};

/** The targets `grappler` holds whose hold's turn (`holdTurn`, engine `holdTurnKey`) `ends` releases. */
export function endingHolds(grappler: Actor.Implementation, ends: (holdTurn: string) => boolean) {
  return heldTargets(grappler)
    .filter(({ actor }) => ends(dsStats(actor).holdTurn))
    .map(({ actor }) => actor);
}

/**
 * Releases `targets` from `grappler`'s hold (one write each) and says so in chat: unsustained ("released"),
 * it left the fight ("left"), it is out of the fight ("out": knocked out, dead, defeated).
 */
export async function releaseHolds(
  grappler: Actor.Implementation,
  targets: Actor.Implementation[],
  why: "released" | "left" | "out" = "released",
) {
  for (const target of targets) {
    await target.update(FREED as Actor.UpdateData);
    const line = game.i18n.format(`TEMPO.DieStep.Line.Grapple.${why}`, {
      name: grappler.name ?? "",
      target: displayName(target),
    });
    await postLine(grappler, line, "publicroll");
  }
}

/** One of a pair left the fight (the engine parted the pair): the rider is no longer mounted, in chat too. */
export async function leftPair(
  left: Combatant.Implementation,
  combat: Combat.Implementation,
  before: TurnState,
) {
  const pair = dieStep.mountedPairOf(before, left.id ?? "");
  // the one still in the fight is in the combat, the one who left is `left`
  const of = (id = "") => (id === left.id ? left : combat.combatants.get(id));
  const rider = of(pair?.rider)?.actor;
  if (!pair || !rider) return;
  await rider.update({ "system.stats.dieStep.mounted": false } as Actor.UpdateData);
  const names = { name: rider.name ?? "", mount: of(pair.mount)?.name ?? "", left: left.name ?? "" };
  await postLine(rider, game.i18n.format("TEMPO.DieStep.Mount.LeftLine", names), "publicroll");
}
