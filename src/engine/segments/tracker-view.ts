/**
 * What the Segmented Rounds tracker shows, from plain data: the record, the round's schedule and the
 * combatants as the viewer sees them (the shell reads them: rulesets/segments/tracker.ts). What the GM may
 * do now (advance, jump, declare, land held blows) follows the sequence's rules; pure and unit-tested.
 */
import { INITIATIVE_SEGMENTS, SEGMENTS_PER_ROUND } from "./constants";
import { bulkSides, mayDeclareNow, spellOpen } from "./round-controls";
import { shownSegment, surpriseActors, type SegmentsRecord } from "./round-record";
import type { RoundSchedule, ScheduledAct } from "./schedule-types";
import { nextEventfulSegment } from "./schedule-query";
import { landHeldHits } from "./simultaneous";
import { roundSpells, scheduleSegmentNow } from "./spell-status";
import type { Declaration } from "./types";

export interface ViewMember {
  id: string;
  name: string;
  img: string;
  side: string;
  /** The viewer owns it (or is the GM). */
  owner: boolean;
  /**
   * The viewer may see its plans (declaration, spell, target) before they happen: it may observe the
   * actor, or the world reveals them (visibility.ts `maySeeStatsOf`). Default: `owner`.
   */
  observer?: boolean;
  up: boolean;
  /** Foundry's defeated mark (issue 28): it does not act; the GM may bring it back. Default false. */
  defeated?: boolean;
  /** Names of its weapons by item id. */
  weapons: Record<string, string>;
}

/** A held blow (simultaneous damage waiting to land), as the viewer may see it. */
export interface ViewHeld {
  attacker: string;
  target: string;
  /** The target's key (its actor uuid) and hit points now. */
  targetId: string;
  hp: number;
  damage: number;
}

export interface ViewInput {
  combatId: string;
  isGM: boolean;
  record: SegmentsRecord | null;
  schedule: RoundSchedule | null;
  members: ViewMember[];
  /** Held blows of this combat (default none). */
  held?: ViewHeld[];
}

const K = "TEMPO.Segments";
const seesPlans = (m: ViewMember | undefined): boolean => (m ? (m.observer ?? m.owner) : false);
const sideLabel = (side: string) => `${K}.Side.${side}`;

function declarationView(d: Declaration, names: Map<string, string>, m: ViewMember) {
  return {
    kind: d.kind,
    label: `${K}.Declaration.${d.kind}`,
    target: d.targetId ? (names.get(d.targetId) ?? "") : "",
    weapon: d.weaponId ? (m.weapons[d.weaponId] ?? "") : "",
    /** The declared weapon was deleted from the actor since. */
    weaponMissing: d.weaponId !== undefined && m.weapons[d.weaponId] === undefined,
    spell: d.spell?.name ?? "",
    casting: d.spell?.castingTimeSegments ?? 0,
    hold: d.holdUntilSegment ?? 0,
    duration: d.durationSegments ?? 0,
    note: d.note ?? "",
    abandoned: d.abandoned === true,
  };
}

function surpriseView(record: SegmentsRecord, names: Map<string, string>) {
  const s = record.surprise;
  if (!s) return null;
  const inSurprise = record.state.phase === "surprise";
  return {
    open: inSurprise,
    rolls: Object.entries(s.rolls).map(([side, roll]) => ({ side, label: sideLabel(side), roll })),
    // only the members the viewer sees (the GM's hidden combatants are not in `names` for a player)
    surprised: Object.entries(s.segments)
      .filter(([id, n]) => n > 0 && names.has(id))
      .map(([id, n]) => ({ id, name: names.get(id) ?? "", segments: n })),
    // Each keeps its number in the seed's count (engine `surpriseSegmentAt`): "Surprise segment 2" when
    // nobody may act in segment 1.
    segments: s.phase.map((seg, i) => ({
      number: seg.segment,
      names: seg.actors.flatMap((id) => names.get(id) ?? []),
      current: inSurprise && record.state.segment === i + 1,
      past: !inSurprise || record.state.segment > i + 1,
    })),
  };
}

/** Spells of this round (engine `roundSpells`), a caster's plans hidden from who may not see them. */
function spellsView(input: ViewInput, byId: Map<string, ViewMember>) {
  const { record, schedule } = input;
  if (!record) return [];
  return roundSpells(record.state, schedule?.casting ?? null, record.lost)
    .filter((s) => {
      const m = byId.get(s.casterId);
      // a caster hidden from the viewer is not among the members
      if (!m) return false;
      return input.isGM || seesPlans(m) || (s.status !== "declared" && s.status !== "waiting");
    })
    .map(({ casterId, ...s }) => ({
      ...s,
      id: casterId,
      caster: byId.get(casterId)?.name ?? "",
      statusLabel: `${K}.Spell.${s.status}`,
    }));
}

function actView(
  act: ScheduledAct,
  segment: number,
  input: ViewInput,
  byId: Map<string, ViewMember>,
  names: Map<string, string>,
) {
  const m = byId.get(act.combatantId);
  const state = input.record?.state;
  const current = scheduleSegmentNow(state?.phase, state?.segment ?? 0);
  const begun = (input.schedule?.casting[act.combatantId]?.startSegment ?? 99) <= current;
  const hidden =
    !input.isGM && !seesPlans(m) && segment > current && !(act.kind === "spell-completes" && begun);
  const spell =
    state?.declarations[act.combatantId]?.spell?.name ?? state?.carriedSpells[act.combatantId]?.spell.name;
  const label = act.kind === "action" ? `${K}.Declaration.${act.declaration}` : `${K}.Act.${act.kind}`;
  return {
    id: act.combatantId,
    name: m?.name ?? "",
    label: hidden ? `${K}.Tracker.Acts` : label,
    spell: !hidden && act.declaration === "spell" ? (spell ?? "") : "",
    target: hidden || !act.targetId ? "" : (names.get(act.targetId) ?? ""),
    hidden,
    down: m ? !m.up : false,
    // a combatant that is down or defeated does not act (issue 28)
    skipped: m ? !m.up : false,
    doubleDamage: !hidden && act.doubleDamage === true,
    toHitBonus: hidden ? 0 : (act.toHitBonus ?? 0),
  };
}

function segmentsView(input: ViewInput, byId: Map<string, ViewMember>, names: Map<string, string>) {
  const { record, schedule } = input;
  if (!record || !schedule) return [];
  const current = scheduleSegmentNow(record.state.phase, record.state.segment);
  const sideIn = new Map<number, string[]>();
  for (const [side, seg] of Object.entries(schedule.sideSegments))
    sideIn.set(seg, [...(sideIn.get(seg) ?? []), side]);
  return schedule.segments.map((s) => ({
    segment: s.segment,
    current: s.segment === current,
    past: s.segment < current,
    late: s.segment > INITIATIVE_SEGMENTS,
    sides: (sideIn.get(s.segment) ?? []).map(sideLabel),
    steps: s.steps.flatMap((st) => {
      const acts = st.acts
        .filter((a) => byId.has(a.combatantId))
        .map((a) => actView(a, s.segment, input, byId, names))
        // a plan the viewer may not see is not placed in time (visibility.ts): a future act shows, as
        // "acts", only in its side's own initiative step, which the sides' rolls tell everyone; a spell's
        // completion before it begins, an interrupt, a held action or an extra routine is left out
        .filter((a) => !a.hidden || st.step === "initiative");
      return acts.length ? [{ step: st.step, label: `${K}.Step.${st.step}`, acts }] : [];
    }),
  }));
}

function controls(input: ViewInput, nextEvent: number | null) {
  const phase = input.record?.state.phase ?? "";
  const segment = input.record?.state.segment ?? 0;
  const gm = input.isGM;
  let advance = "";
  if (phase === "surprise") advance = `${K}.Tracker.NextSurpriseSegment`;
  if (phase === "segments")
    advance = segment >= SEGMENTS_PER_ROUND ? `${K}.Tracker.EndRound` : `${K}.Tracker.NextSegment`;
  if (phase === "end-of-round") advance = `${K}.Tracker.NextRound`;
  const canJump = gm && phase === "segments" && nextEvent !== segment + 1 && segment < SEGMENTS_PER_ROUND;
  // Declaring in bulk: the GM declares a side in one dialog, or repeats its declarations of last round.
  const record = input.record;
  const sides =
    gm && record
      ? bulkSides(record.state, input.members, surpriseActors(record), ["party", "monsters"]).map((s) => ({
          ...s,
          label: sideLabel(s.side),
        }))
      : [];
  return {
    sides,
    begin: gm && input.record === null,
    advance: gm ? advance : "",
    jump: canJump,
    jumpTo: nextEvent ?? 0,
    close: gm && phase === "declaration",
    roll: gm && phase === "initiative",
  };
}

/**
 * The held blows and, for the GM, what landing them at once will do (engine `landHeldHits`): each
 * target's hit points before and after, and who goes down. Null when nothing is held.
 */
function heldView(input: ViewInput) {
  const blows = input.held ?? [];
  if (blows.length === 0) return null;
  const hp = Object.fromEntries(blows.map((b) => [b.targetId, b.hp]));
  const names = new Map(blows.map((b) => [b.targetId, b.target]));
  const hits = blows.map((b) => ({ attackerId: b.attacker, targetId: b.targetId, damage: b.damage }));
  const outcomes = input.isGM
    ? landHeldHits(hp, hits).map((o) => ({ ...o, target: names.get(o.targetId) ?? "", down: o.after <= 0 }))
    : [];
  return {
    blows: blows.map((b) => ({ attacker: b.attacker, target: b.target, damage: b.damage })),
    count: blows.length,
    outcomes,
    canApply: input.isGM,
  };
}

/** The combatants that do not act (down or defeated): their acts are skipped (issue 28). */
export function skippedIn(members: readonly { id: string; up: boolean }[]): Set<string> {
  return new Set(members.filter((m) => !m.up).map((m) => m.id));
}

export function buildTrackerView(input: ViewInput) {
  const { record, schedule } = input;
  const byId = new Map(input.members.map((m) => [m.id, m]));
  const names = new Map(input.members.map((m) => [m.id, m.name]));
  const state = record?.state ?? null;
  const phase = state?.phase ?? "";
  const actingNow = record ? surpriseActors(record) : [];
  const rows = input.members.map((m) => {
    const d = state?.declarations[m.id];
    const visible = d !== undefined && (input.isGM || seesPlans(m));
    const open = record ? spellOpen(record.state, record.lost, m.id) : false;
    return {
      id: m.id,
      name: m.name,
      img: m.img,
      side: m.side,
      sideLabel: sideLabel(m.side),
      otherSide: m.side === "party" ? "monsters" : "party",
      owner: m.owner,
      up: m.up,
      declared: d !== undefined,
      declaration: visible && d ? declarationView(d, names, m) : null,
      actsNow: actingNow.includes(m.id),
      // declarations lock once the GM closes them: the declaration phase and surprise segments take one
      canDeclare: (m.owner || input.isGM) && !!state && mayDeclareNow(state, actingNow, m.id, m.up),
      canAbandon: open && (m.owner || input.isGM),
      canSwitchSide: input.isGM && phase !== "segments" && phase !== "end-of-round",
      defeated: m.defeated === true,
      canMarkDefeated: input.isGM && m.defeated !== true,
      canBringBack: input.isGM && m.defeated === true,
    };
  });
  const nextEvent =
    schedule && phase === "segments"
      ? nextEventfulSegment(schedule, state?.segment ?? 0, skippedIn(input.members))
      : null;
  return {
    combatId: input.combatId,
    isGM: input.isGM,
    begun: record !== null,
    phase,
    phaseLabel: phase ? `${K}.Phase.${phase}` : `${K}.Tracker.NoSurpriseYet`,
    round: state?.round ?? 0,
    segment: record ? shownSegment(record) : 0,
    surprise: record ? surpriseView(record, names) : null,
    initiative: schedule
      ? Object.entries(schedule.sideSegments).map(([side, segment]) => ({
          side,
          label: sideLabel(side),
          roll: state?.initiativeRolls[side] ?? 0,
          segment,
        }))
      : [],
    rows,
    segments: segmentsView(input, byId, names),
    spells: spellsView(input, byId),
    held: heldView(input),
    controls: controls(input, nextEvent),
  };
}

export type SegmentsTrackerView = ReturnType<typeof buildTrackerView>;
