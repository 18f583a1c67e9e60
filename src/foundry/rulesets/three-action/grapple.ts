// Three-Action's grapples as pairs (seed 001: "the Creature Grappling you"): each creature keeps the uuids
// of the creatures grappling it and of those it grapples, read only while its Grappled / Grappling
// condition is on (the GM may remove the status by hand). The engine decides what they mean: the
// grappled creature is Flat Footed to its grappler, escapes by winning a Push or a Grapple against it, and
// is Entangled or at half Speed (`grappleMovement`).
import { threeAction } from "../../../engine/index";
import type { GrappleMovement, GrappleSide, GrappleSideAfter } from "../../../engine/three-action/index";
import { conditionsOf, STATS_PATH, taStats, vitalsOf, writeVitals } from "./stats";

type DocumentUuid = Parameters<typeof fromUuidSync>[0];

/** The uuids of the creatures grappling `actor` (none unless it is Grappled). */
export function grapplersOf(actor: Actor.Implementation): string[] {
  return conditionsOf(actor).includes("grappled") ? taStats(actor).grappledBy : [];
}

/** The uuids of the creatures `actor` grapples (none unless it is Grappling). */
export function grappledOf(actor: Actor.Implementation): string[] {
  return conditionsOf(actor).includes("grappling") ? taStats(actor).grappling : [];
}

/** Whether `target` is Grappled by `attacker` (so Flat Footed to it). */
export function isGrappledBy(target: Actor.Implementation, attacker: Actor.Implementation): boolean {
  return grapplersOf(target).includes(attacker.uuid);
}

function sizeAt(uuid: string): number | null {
  const doc: unknown = fromUuidSync(uuid as DocumentUuid);
  return doc instanceof Actor ? taStats(doc as Actor.Implementation).size : null;
}

/** How far `actor` moves with one Move, given its grapples (the engine's `grappleMovement`). */
export function movementOf(actor: Actor.Implementation): GrappleMovement {
  const s = taStats(actor);
  const partners = [...grapplersOf(actor), ...grappledOf(actor)]
    .map(sizeAt)
    .filter((n): n is number => n !== null);
  return threeAction.grappleMovement(s.speed, s.size, partners);
}

/** The actor as one side of a grapple: its conditions and its pairs (read while their condition is on). */
function sideOf(actor: Actor.Implementation): GrappleSide {
  return {
    uuid: actor.uuid,
    conditions: conditionsOf(actor),
    grappledBy: grapplersOf(actor),
    grappling: grappledOf(actor),
  };
}

/** Writes one side of a grapple: its conditions and the pair list `key` the change touched. */
function writeSide(actor: Actor.Implementation, after: GrappleSideAfter, key: "grappledBy" | "grappling") {
  return writeVitals(
    actor,
    { ...vitalsOf(actor), conditions: after.conditions },
    { [`${STATS_PATH}.${key}`]: after[key] },
  );
}

/** A Grapple's success (engine `layGrapple`): `attacker` Grappling `target`, `target` Grappled by it. */
export async function layGrapple(
  attacker: Actor.Implementation,
  target: Actor.Implementation,
  targetConditions: readonly string[],
): Promise<void> {
  const after = threeAction.layGrapple(sideOf(attacker), sideOf(target), targetConditions);
  await writeSide(attacker, after.attacker, "grappling");
  await writeSide(target, after.target, "grappledBy");
}

/** The grapple of `grappler` on `grappled` ends (engine `endGrapple`). */
export async function endGrapple(
  grappled: Actor.Implementation,
  grappler: Actor.Implementation,
): Promise<void> {
  const after = threeAction.endGrapple(sideOf(grappled), sideOf(grappler));
  await writeSide(grappled, after.grappled, "grappledBy");
  await writeSide(grappler, after.grappler, "grappling");
}
