// Three-Action's grapples as pairs (seed 001: "the Creature Grappling you"): each creature keeps the uuids
// of the creatures grappling it and of those it grapples, read only while its Grappled / Grappling
// condition is on (the GM may remove the status by hand). The engine decides what they mean: the
// grappled creature is Flat Footed to its grappler, escapes by winning a Push or a Grapple against it, and
// is Entangled or at half Speed (`grappleMovement`).
import { threeAction } from "../../../engine/index";
import type { GrappleMovement } from "../../../engine/three-action/index";
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

const plus = (list: readonly string[], uuid: string) => [...new Set([...list, uuid])];

/** A Grapple's success: `attacker` Grappling `target`, `target` Grappled by `attacker` (and its other conditions). */
export async function layGrapple(
  attacker: Actor.Implementation,
  target: Actor.Implementation,
  targetConditions: readonly string[],
): Promise<void> {
  await writeVitals(
    attacker,
    { ...vitalsOf(attacker), conditions: [...new Set([...conditionsOf(attacker), "grappling"])] },
    { [`${STATS_PATH}.grappling`]: plus(grappledOf(attacker), target.uuid) },
  );
  await writeVitals(
    target,
    { ...vitalsOf(target), conditions: [...new Set([...conditionsOf(target), ...targetConditions])] },
    { [`${STATS_PATH}.grappledBy`]: plus(grapplersOf(target), attacker.uuid) },
  );
}

/** The grapple of `grappler` on `grappled` ends: each loses its condition when no other grapple keeps it. */
export async function endGrapple(
  grappled: Actor.Implementation,
  grappler: Actor.Implementation,
): Promise<void> {
  const by = grapplersOf(grappled).filter((u) => u !== grappled.uuid && u !== grappler.uuid);
  const of = grappledOf(grappler).filter((u) => u !== grappled.uuid);
  const drop = (a: Actor.Implementation, id: string, keep: boolean) =>
    keep ? conditionsOf(a) : conditionsOf(a).filter((c) => c !== id);
  await writeVitals(
    grappled,
    { ...vitalsOf(grappled), conditions: drop(grappled, "grappled", by.length > 0) },
    { [`${STATS_PATH}.grappledBy`]: by },
  );
  await writeVitals(
    grappler,
    { ...vitalsOf(grappler), conditions: drop(grappler, "grappling", of.length > 0) },
    { [`${STATS_PATH}.grappling`]: of },
  );
}
