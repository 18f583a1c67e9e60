import { isCombatantOf } from "../../combatants";
import { segments } from "../../../engine/index";
import { guarded } from "../../notify";
import { isActiveGM } from "../../socket";
import { documentOption, setDocumentOption } from "../../documents/batch-options";
import { readRecord, recordUpdate } from "./record";
import { membersOf, scheduleOf, type Member } from "./roster";
import { sgStats } from "./stats";

/**
 * The update option that carries the hit points each actor just lost to every client, by actor id (a
 * batch of several actors shares one options object).
 */
export const DAMAGE_OPTION = "tempoSegmentsDamage";
export const SPELL_LOST_TEMPLATE = "systems/tempo/templates/segments/spell-lost.hbs";

/**
 * Actors (by uuid) whose held damage is landing in a batch on this client: the batch decides their lost
 * spells itself, in the same Combat write as the rest (see held-damage.ts), so the hook skips them.
 */
export const landingActors = new Set<string>();

/** The chat note of a caster who lost its spell to `damage` in `segment`. */
export async function spellLostNote(member: Member, spell: string, segment: number, damage: number) {
  const name = member.combatant.name ?? "";
  const data = { name, spell, segment, damage };
  const content = await foundry.applications.handlebars.renderTemplate(SPELL_LOST_TEMPLATE, data);
  return { content, speaker: ChatMessage.getSpeaker({ actor: member.actor }) };
}

function hpOf(actor: Actor.Implementation): number | null {
  try {
    return sgStats(actor).hp.value;
  } catch {
    return null;
  }
}

/** Where the update would leave the actor's hit points (nested or dotted update data). */
function nextHp(changes: Record<string, unknown>): unknown {
  const path = "system.stats.segments.hp.value";
  return path in changes ? changes[path] : foundry.utils.getProperty(changes, path);
}

/** On the writing client: a drop in hit points is recorded in the update's options, under the actor's id. */
function onPreUpdateActor(
  actor: Actor.Implementation,
  changes: Record<string, unknown>,
  options: Record<string, unknown>,
): void {
  const next = nextHp(changes);
  const before = hpOf(actor);
  if (typeof next === "number" && before !== null && next < before)
    setDocumentOption(options, DAMAGE_OPTION, actor.id ?? "", before - next);
}

/**
 * On the active GM's client: a caster damaged from the segment its spell began up to the one before
 * it goes off loses the spell (engine `spellsLostToDamage`): one Combat write (the declaration is
 * abandoned, the loss recorded) and one chat note.
 */
async function onUpdateActor(
  actor: Actor.Implementation,
  _changes: unknown,
  options: Record<string, unknown>,
): Promise<void> {
  const damage = documentOption(options, DAMAGE_OPTION, actor.id ?? "");
  if (!isActiveGM() || typeof damage !== "number" || damage <= 0 || landingActors.has(actor.uuid)) return;
  for (const combat of game.combats) {
    if (combat.rulesetId !== "segments") continue;
    const record = readRecord(combat);
    if (!record || record.state.phase !== "segments") continue;
    const member = membersOf(combat).find((m) => isCombatantOf(m.combatant, actor));
    const schedule = member ? scheduleOf(combat, record) : null;
    if (!member || !schedule) continue;
    const segment = record.state.segment;
    const hit = { attackerId: "", targetId: member.id, damage };
    if (!segments.spellsLostToDamage(schedule.casting, [hit], segment).includes(member.id)) continue;
    const after = segments.loseSpells(record.state, record.lost, [{ id: member.id, segment }]);
    await combat.update(recordUpdate(combat, { ...record, state: after.state, lost: after.lost }));
    await ChatMessage.create(await spellLostNote(member, after.spells[0]?.spell ?? "", segment, damage));
  }
}

/** Registers the hooks that make damage cost a caster its spell (called once at init). */
export function registerSpellLoss(): void {
  Hooks.on("preUpdateActor", onPreUpdateActor);
  Hooks.on("updateActor", (actor, changes, options) => {
    void guarded(() => onUpdateActor(actor, changes, options));
  });
}
