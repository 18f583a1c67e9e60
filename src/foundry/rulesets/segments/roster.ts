import { isCombatantOf } from "../../combatants";
import { segments } from "../../../engine/index";
import { RuleError } from "../../../engine/core/errors";
import type { TempoCombat } from "../../documents/combat";
import type { TempoCombatant } from "../../documents/combatant";
import type { SegmentsRecord } from "./record";
import { engineActor, engineWeapon, isDownActor, meleeWeapon, missileWeapon } from "./stats";
import { acMode } from "./settings";

/** The two sides that roll initiative: the party and its opponents. */
export const SIDES = ["party", "monsters"] as const;
export type Side = (typeof SIDES)[number];

export function isSide(value: unknown): value is Side {
  return typeof value === "string" && (SIDES as readonly string[]).includes(value);
}

/** A combatant with its actor and side, as the sequence sees it. */
export interface Member {
  id: string;
  combatant: TempoCombatant;
  actor: Actor.Implementation;
  side: Side;
  /** Not defeated and above 0 hit points. */
  up: boolean;
}

/**
 * A combatant's side: the one the GM assigned (combatant `system.side`), else the actor's own
 * `system.side`, else its token's disposition (friendly: the party; anything else: the monsters).
 */
export function sideOf(c: TempoCombatant): Side {
  const own = c.clock?.side;
  if (isSide(own)) return own;
  const actorSide: unknown = (c.actor?.system as { side?: unknown } | undefined)?.side;
  if (isSide(actorSide)) return actorSide;
  const disposition = c.token?.disposition ?? c.actor?.prototypeToken.disposition;
  return disposition === CONST.TOKEN_DISPOSITIONS.FRIENDLY ? "party" : "monsters";
}

/** A Segmented Rounds combat (refuses combats that began under another ruleset). */
export function sgCombat(combat: Combat.Implementation | null | undefined): TempoCombat {
  if (!combat) throw new RuleError("TEMPO.Error.NoCombat");
  if (combat.rulesetId !== "segments") throw new RuleError("TEMPO.Segments.Error.NotSegments");
  return combat;
}

export function membersOf(combat: TempoCombat): Member[] {
  const list: Member[] = [];
  for (const c of combat.combatants) {
    const actor = c.actor;
    if (!c.id || !actor) continue;
    list.push({ id: c.id, combatant: c, actor, side: sideOf(c), up: !c.isDefeated && !isDownActor(actor) });
  }
  return list;
}

export function memberOf(combat: TempoCombat, id: string): Member {
  const m = membersOf(combat).find((x) => x.id === id);
  if (!m) throw new RuleError("TEMPO.Segments.Error.UnknownCombatant", { id });
  return m;
}

/** The combatant of an actor in the active Segmented Rounds combat, if any. */
export function activeMemberOf(actor: Actor.Implementation): { combat: TempoCombat; member: Member } | null {
  const combat = game.combat;
  if (!combat || combat.rulesetId !== "segments") return null;
  const member = membersOf(combat).find((m) => isCombatantOf(m.combatant, actor));
  return member ? { combat, member } : null;
}

export function sidesMap(members: readonly Member[]): Record<string, Side> {
  return Object.fromEntries(members.map((m) => [m.id, m.side]));
}

/** The schedule input for the declared combatants (engine `scheduleInputOf`): their stats and weapons. */
export function scheduleInput(combat: TempoCombat, record: SegmentsRecord): segments.ScheduleInput {
  const mode = acMode();
  const weapon = (item: Item.Implementation | null) => (item ? engineWeapon(item) : null);
  const members = membersOf(combat).map(({ id, side, actor }) => {
    const weaponId = record.state.declarations[id]?.weaponId;
    const missile = weapon(missileWeapon(actor, weaponId));
    return {
      id,
      side,
      stats: engineActor(actor, mode),
      missile,
      melee: weapon(meleeWeapon(actor, weaponId)),
    };
  });
  return segments.scheduleInputOf(record.state, members);
}

/** The round's schedule once initiative is rolled (segments and end of round), else null. */
export function scheduleOf(combat: TempoCombat, record: SegmentsRecord): segments.RoundSchedule | null {
  const phase = record.state.phase;
  if (phase !== "segments" && phase !== "end-of-round") return null;
  if (Object.keys(record.state.initiativeRolls).length !== 2) return null;
  return segments.buildRoundSchedule(scheduleInput(combat, record));
}

/** The schedule for display and defaults: null when it cannot be built (a declaration turned invalid). */
export function scheduleOrNull(combat: TempoCombat, record: SegmentsRecord): segments.RoundSchedule | null {
  try {
    return scheduleOf(combat, record);
  } catch {
    return null;
  }
}
