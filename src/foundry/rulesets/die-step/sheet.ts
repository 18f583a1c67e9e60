import { dieStep } from "../../../engine/index";
import { DIE_STATS } from "./fields";
import { dsStats } from "./stats";

const keyed = (ids: readonly string[], group: string) =>
  Object.fromEntries(ids.map((id) => [id, `TEMPO.DieStep.${group}.${id}`]));

/** A sheet button of the stats block: its request, whether it may be clicked now, and why not. */
export interface SheetButton {
  id: string;
  label: string;
  allowed: boolean;
  reason: string;
  data: Record<string, string>;
}

/** The buttons the stats block shows (the survival roll, first aid...), set by the actions module. */
let sheetButtons: (actor: Actor.Implementation) => SheetButton[] = () => [];
export function setSheetButtons(fn: (actor: Actor.Implementation) => SheetButton[]): void {
  sheetButtons = fn;
}

/** What the Die-Step stats block shows beside the stored stats. */
export function actorContext(actor: Actor.Implementation): Record<string, unknown> {
  const s = dsStats(actor);
  return {
    dice: DIE_STATS.map((key) => ({ key, label: `TEMPO.DieStep.Stat.${key}`, value: s[key] })),
    dieChoices: Object.fromEntries(dieStep.DIE_RANKS.map((d) => [d, d])),
    woundChoices: keyed(["none", "badly-wounded", "mortally-wounded", "dead"], "Wound"),
    // AP per turn after halving (badly wounded, unskilled rider): what the next turn starts from
    apNow: dieStep.actionPoints(s.ap, {
      badlyWounded: s.wound === "badly-wounded",
      unskilledRider: s.mounted && s.unskilledRider,
    }),
    knockedOut: s.hp.value === 0 && s.wound !== "dead",
    survivalLabel: s.survival ? `TEMPO.DieStep.Survival.${s.survival}` : "",
    buttons: sheetButtons(actor),
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
