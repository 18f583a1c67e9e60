/**
 * Simultaneous damage (seed 000, step 3 `tieResolution`): an attack card rolled by a combatant who acts
 * in the same step as an opponent (a tied segment, or a surprise segment both sides act in) HOLDS its
 * damage; the GM lands every held blow of the combat at once (the tracker's button, or on moving to the
 * next segment). So a combatant dropped in that step has still struck: mutual destruction is possible.
 */
import { segments } from "../../../engine/index";
import { sgCardOf, type SgAttackData } from "./card-data";
import type { TempoCombat } from "../../documents/combat";
import type { SegmentsRecord } from "./record";
import { membersOf, scheduleOrNull, type Member } from "./roster";
import { landingActors, spellLostNote } from "./spell-loss";
import { sgStats } from "./stats";
import { toldHealth } from "../../health/ruled";

/** What a held card keeps in `details.held` until its damage lands. */
export type HeldBlow = segments.HeldBlow;

export interface HeldCard {
  message: ChatMessage.Implementation;
  card: SgAttackData;
  held: HeldBlow;
}

/** Cards whose damage is landing right now on this (the GM's) client. */
const inFlight = new Set<string>();

/** The simultaneous step the attacker strikes in right now, or null (engine `heldStepAt`). */
export function heldStepNow(
  record: SegmentsRecord,
  schedule: segments.RoundSchedule | null,
  memberId: string,
  sides: Readonly<Record<string, string>>,
  attack?: "given" | "routine",
): string | null {
  const { phase, segment } = record.state;
  return segments.heldStepAt(
    { phase, segment, surprise: record.surprise?.phase ?? [], schedule },
    memberId,
    sides,
    attack,
  );
}

/** The held blow of a card, or null (not held, or already landed). */
export function heldOf(card: SgAttackData | null): HeldBlow | null {
  return card && !card.applied ? card.details.held : null;
}

/** Every card of this combat whose damage waits to land, oldest first. */
export function heldCards(combat: TempoCombat): HeldCard[] {
  const list: HeldCard[] = [];
  for (const message of game.messages) {
    const card = sgCardOf(message);
    const held = heldOf(card);
    if (card && held && held.combatId === combat.id) list.push({ message, card, held });
  }
  return list;
}

type DocumentUuid = Parameters<typeof fromUuid>[0];

/** The targets of the blows that still exist (a blow at a deleted actor stays held; the GM may delete its card). */
async function targetsOf(blows: readonly HeldCard[]): Promise<Map<string, Actor.Implementation>> {
  const targets = new Map<string, Actor.Implementation>();
  for (const { card } of blows) {
    const doc: unknown = await fromUuid(card.target as DocumentUuid);
    if (doc instanceof Actor) targets.set(card.target, doc as Actor.Implementation);
  }
  return targets;
}

/** The actors' hit points, written in ONE batch (world actors), token actors one by one. */
async function writeHitPoints(targets: Map<string, Actor.Implementation>, outcomes: segments.HeldOutcome[]) {
  const changed = outcomes.filter((o) => o.damage !== 0);
  const world: { _id: string; system: { stats: { segments: { hp: { value: number } } } } }[] = [];
  const synthetic: [Actor.Implementation, number][] = [];
  for (const o of changed) {
    const actor = targets.get(o.targetId) as Actor.Implementation;
    if (actor.parent === null)
      world.push({ _id: actor.id ?? "", system: { stats: { segments: { hp: { value: o.after } } } } });
    else synthetic.push([actor, o.after]);
  }
  const ids = changed.map((o) => o.targetId);
  ids.forEach((id) => landingActors.add(id));
  try {
    // the cards tell the damage: the health door applies the rules (Down at 0 or fewer) and says only that
    if (world.length > 0) await Actor.updateDocuments(world, toldHealth());
    for (const [actor, value] of synthetic)
      await actor.update({ system: { stats: { segments: { hp: { value } } } } }, toldHealth());
  } finally {
    ids.forEach((id) => landingActors.delete(id));
  }
}

/** The cards, marked landed with their target's hit points before and after: ONE ChatMessage batch. */
async function writeCards(blows: readonly HeldCard[], outcomes: segments.HeldOutcome[]) {
  const byTarget = new Map(outcomes.map((o) => [o.targetId, o]));
  const updates = blows.map(({ message, card, held }) => {
    const o = byTarget.get(card.target) as segments.HeldOutcome;
    const details = {
      held: null,
      landed: {
        combatId: held.combatId,
        round: held.round,
        segment: held.segment,
        step: held.step,
        surprise: held.step === "surprise",
        together: blows.length,
      },
      applied: { before: { hp: o.before }, after: { hp: o.after } },
    };
    // the card renders itself from its data (card-data.ts)
    const system = { damage: held.damage, damageFormula: held.formula, applied: true, details };
    return { _id: message.id ?? "", system };
  });
  await ChatMessage.updateDocuments(updates);
}

/**
 * At the GM: lands every held blow of the combat at once (engine `landHeldHits`): the targets' hit
 * points (one Actor batch), the cards (one ChatMessage batch), a note per spell lost (one batch).
 * Returns the record with those spells lost, for the caller's ONE Combat write (unchanged: none lost).
 */
export async function landHeld(combat: TempoCombat, record: SegmentsRecord): Promise<SegmentsRecord> {
  const waiting = heldCards(combat).filter((b) => !inFlight.has(b.message.id ?? ""));
  const ids = waiting.map((b) => b.message.id ?? "");
  ids.forEach((id) => inFlight.add(id));
  try {
    const targets = await targetsOf(waiting);
    const blows = waiting.filter((b) => targets.has(b.card.target));
    if (blows.length === 0) return record;
    const hitPoints = Object.fromEntries([...targets].map(([uuid, a]) => [uuid, sgStats(a).hp.value]));
    const hits = blows.map((b) => ({
      attackerId: b.card.attacker,
      targetId: b.card.target,
      damage: b.held.damage,
    }));
    const outcomes = segments.landHeldHits(hitPoints, hits);
    const members = membersOf(combat);
    const idOf = new Map(members.map((m) => [m.actor.uuid, m.id]));
    const struck = blows.map(({ card, held }) => ({
      ...held,
      attackerId: card.attacker,
      targetId: idOf.get(card.target),
    }));
    // Casters whose spell the landed blows disrupt (engine `spellsLostToHeld`), during the segments only.
    const schedule = record.state.phase === "segments" ? scheduleOrNull(combat, record) : null;
    const lost = schedule ? segments.spellsLostToHeld(schedule.casting, record.state.round, struck) : [];
    await writeHitPoints(targets, outcomes);
    await writeCards(blows, outcomes);
    const after = segments.loseSpells(record.state, record.lost, lost);
    const member = (id: string) => members.find((m) => m.id === id) as Member;
    const notes = lost.map((l, i) =>
      spellLostNote(member(l.id), after.spells[i]?.spell ?? "", l.segment, l.damage),
    );
    // one note per spell lost to the landed blows: ONE ChatMessage batch
    if (notes.length > 0) await ChatMessage.createDocuments(await Promise.all(notes));
    return lost.length > 0 ? { ...record, state: after.state, lost: after.lost } : record;
  } finally {
    ids.forEach((id) => inFlight.delete(id));
  }
}
