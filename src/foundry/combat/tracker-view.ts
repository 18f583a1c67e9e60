import type { TempoCombat } from "../documents/combat";
import { combatantVisibleTo } from "../permissions";
import { recordsHistory } from "../history/recorder";
import { getRuleset } from "../rulesets/registry";

/** One row of the tracker. */
export interface TrackerRow {
  id: string;
  name: string;
  img: string;
  initiative: number | null;
  active: boolean;
  defeated: boolean;
  owner: boolean;
}

/** What the tracker shows: the combat's ruleset and clock, and its combatants in turn order. */
export interface TrackerView {
  hasCombat: boolean;
  isGM: boolean;
  ruleset: string;
  round: number;
  started: boolean;
  rows: TrackerRow[];
  /** Whether the tracker offers the fight's history (the world records it and there is a combat). */
  history: boolean;
  /** The ruleset's tracker partial and its context, when it has one. */
  clockTemplate: string | null;
  clock: Record<string, unknown>;
}

export function buildTrackerView(combat: TempoCombat | null, viewer: User.Implementation): TrackerView {
  const isGM = viewer.isGM;
  if (!combat) {
    return {
      hasCombat: false,
      isGM,
      ruleset: "",
      round: 0,
      started: false,
      rows: [],
      history: false,
      clockTemplate: null,
      clock: {},
    };
  }
  const ruleset = getRuleset(combat.rulesetId);
  const current = combat.combatant?.id ?? null;
  // as core's tracker: a combatant hidden by the GM is left out for the players who do not own it
  const rows = combat.turns
    .filter((c) => combatantVisibleTo(c, viewer))
    .map((c) => ({
      id: c.id ?? "",
      name: c.name ?? "",
      img: c.img ?? "",
      initiative: c.initiative,
      active: combat.started && c.id === current,
      defeated: c.isDefeated,
      owner: c.testUserPermission(viewer, "OWNER"),
    }));
  return {
    hasCombat: true,
    isGM,
    ruleset: ruleset.label,
    round: combat.round,
    started: combat.started,
    rows,
    history: recordsHistory(),
    clockTemplate: ruleset.tracker?.template ?? null,
    clock: ruleset.tracker?.context(combat, viewer) ?? {},
  };
}
