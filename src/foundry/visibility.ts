/**
 * What a user may see of a creature (issue 29): the one policy every view asks (tracker rows, tooltips,
 * cards through chat/secrets.ts, dialogs, sheets). As Foundry's permission levels have it, a user sees a
 * creature's numbers (hit points, defences, DCs, THAC0, skill values) and plans (declarations, spell
 * timing) only if it may observe its actor (OBSERVER or better; the GM always), or when the GM's world
 * setting `tempo.revealStats` reveals them to everyone. Anyone else gets a limited view: its name, its
 * conditions, and its health in a word ("unhurt", "wounded", "down": engine `healthWord`, from the health
 * pool and out-of-the-fight statuses the active ruleset reports).
 */
import { healthWord, type HealthWord } from "../engine/index";
import { readPool } from "./resources";
import { activeRuleset } from "./rulesets/registry";

/** Whether the GM reveals every actor's hit points, defences and plans to all users (settings.ts). */
export function revealStats(): boolean {
  return game.settings.get("tempo", "revealStats") === true;
}

/** A stored uuid string, in the form fromUuidSync takes. */
type DocumentUuid = Parameters<typeof fromUuidSync>[0];

/** The actor a subject names: an actor, or the uuid of one (null when it cannot be found). */
function actorOf(subject: string | Actor.Implementation | null | undefined): Actor.Implementation | null {
  if (!subject) return null;
  if (typeof subject !== "string") return subject;
  const doc: unknown = fromUuidSync(subject as DocumentUuid);
  return doc instanceof Actor ? (doc as Actor.Implementation) : null;
}

/**
 * Whether `user` may see the numbers and plans of an actor (or the actor a uuid names): the GM, a user
 * who may observe it, or anyone when the world setting reveals them. An actor that cannot be found stays
 * hidden.
 */
export function maySeeStatsOf(
  subject: string | Actor.Implementation | null | undefined,
  user: User.Implementation,
): boolean {
  if (user.isGM || revealStats()) return true;
  return actorOf(subject)?.testUserPermission(user, "OBSERVER") ?? false;
}

/**
 * An actor's health in a word, by the active ruleset's rules: its pool (`hpPath`) and its statuses that
 * take it out of the fight (`health.outStatuses`); `defeated` (the GM's mark on its combatant) is down
 * too. Null for a ruleset without a health pool.
 */
export function healthWordOf(actor: Actor.Implementation, defeated = false): HealthWord | null {
  const { hpPath, health } = activeRuleset();
  if (!hpPath) return null;
  const out = defeated || (health?.outStatuses ?? []).some((id) => actor.statuses.has(id));
  return healthWord(readPool(actor.system, hpPath), out);
}

/** The localization key of a health word ("TEMPO.Health.Word.wounded"). */
export function healthWordKey(word: HealthWord): string {
  return `TEMPO.Health.Word.${word}`;
}

/** What a viewer reads of an actor's health (see `healthFor`). */
export interface HealthView {
  /** Its value and maximum, for a viewer who may see them; else null. */
  numbers: { value: number; max: number } | null;
  /** Its health in a word for anyone else (null for one who sees the numbers), and that word's key. */
  word: HealthWord | null;
  label: string;
}

/**
 * What a viewer reads of an actor's health: its numbers for one who may see them, else its health in a
 * word. Nothing (both null) where the ruleset has no health pool.
 */
export function healthFor(
  actor: Actor.Implementation,
  viewer: User.Implementation,
  defeated = false,
): HealthView {
  const { hpPath } = activeRuleset();
  if (!hpPath) return { numbers: null, word: null, label: "" };
  if (maySeeStatsOf(actor, viewer)) return { numbers: readPool(actor.system, hpPath), word: null, label: "" };
  const word = healthWordOf(actor, defeated);
  return { numbers: null, word, label: word ? healthWordKey(word) : "" };
}
