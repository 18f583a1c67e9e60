/** Who acts in which segment of a round (seed 000, steps 3-5 of the combat sequence). */
import { ensure } from "../core/errors";
import { SEGMENTS_PER_ROUND, key } from "./constants";
import { validateDeclaration } from "./declarations";
import { afterOpponentSegment, missileSegment, sideSegments } from "./initiative";
import { chargeFirstStrike } from "./movement";
import { spellCompletesInSegment } from "./spells";
import {
  STEP_ORDER,
  type CastWindow,
  type Restriction,
  type RoundCombatant,
  type RoundSchedule,
  type ScheduleInput,
  type ScheduledAct,
  type ScheduleStep,
  type SegmentSchedule,
  type StepKind,
} from "./schedule-types";
import type { CarriedSpell, Declaration } from "./types";

/** Builds the whole round: segments 1..10 with every act in its step. */
export function buildRoundSchedule(input: ScheduleInput): RoundSchedule {
  const segs = sideSegments(input.rolls);
  const sides = Object.keys(segs);
  const acts = new Map<string, ScheduledAct[]>();
  const put = (segment: number, step: StepKind, act: ScheduledAct): void => {
    const k = `${segment}:${step}`;
    const list = acts.get(k) ?? [];
    list.push(act);
    acts.set(k, list);
  };
  const byId = new Map(input.combatants.map((c) => [c.id, c]));
  const casting: Record<string, CastWindow> = {};
  const carried: Record<string, CarriedSpell> = {};
  const restrictions: Restriction[] = [];
  const parrying: string[] = [];
  const spentByFirstStrike = new Set<string>();
  const carriedIn = input.carriedSpells ?? {};

  const ownSegment = (c: RoundCombatant): number => {
    ensure(sides.includes(c.side), key("Error.UnknownSide"), { side: c.side });
    return segs[c.side] as number;
  };
  const opposingSegment = (c: RoundCombatant): number => {
    const other = sides.find((s) => s !== c.side) as string;
    return segs[other] as number;
  };
  const actSegment = (c: RoundCombatant): number =>
    c.declaration.kind === "missile" ? missileSegment(ownSegment(c), c.missileBonus ?? 0) : ownSegment(c);

  // First strikes against chargers are decided before the acts they replace are placed.
  const chargers = input.combatants
    .filter((c) => c.declaration.kind === "charge" && carriedIn[c.id] === undefined)
    .sort((a, b) => actSegment(a) - actSegment(b));
  for (const c of chargers) {
    if (c.declaration.targetId === undefined) continue;
    const target = byId.get(c.declaration.targetId);
    if (target === undefined || carriedIn[target.id] !== undefined) continue;
    const seg = actSegment(c);
    const first = chargeFirstStrike(c.weaponLengthFt ?? 0, {
      declaration: target.declaration,
      weaponLengthFt: target.weaponLengthFt ?? 0,
      hasActed: actSegment(target) < seg || spentByFirstStrike.has(target.id),
    });
    if (first === "set-weapon") {
      put(seg, "interrupts", {
        combatantId: target.id,
        kind: "set-weapon-strike",
        declaration: target.declaration.kind,
        targetId: c.id,
        doubleDamage: true,
      });
    } else if (first === "longer-weapon") {
      spentByFirstStrike.add(target.id);
      put(seg, "interrupts", {
        combatantId: target.id,
        kind: "first-strike",
        declaration: target.declaration.kind,
        targetId: c.id,
      });
    }
  }

  for (const c of input.combatants) {
    const carriedSpell = carriedIn[c.id];
    if (carriedSpell !== undefined) {
      casting[c.id] = {
        startSegment: 1,
        completesInSegment: carriedSpell.completesInSegment,
      };
      placeCompletion(c.id, carriedSpell, put, carried);
      continue;
    }
    const d = c.declaration;
    validateDeclaration(d);
    const own = ownSegment(c);
    const seg = actSegment(c);
    const base = {
      combatantId: c.id,
      declaration: d.kind,
      ...(d.targetId ? { targetId: d.targetId } : {}),
    };
    if (d.kind === "spell") {
      if (d.abandoned) continue;
      const spell = d.spell as NonNullable<Declaration["spell"]>;
      const done = spellCompletesInSegment(own, spell.castingTimeSegments);
      casting[c.id] = { startSegment: own, completesInSegment: done };
      put(own, "initiative", { ...base, kind: "spell-begins" });
      placeCompletion(c.id, { spell, completesInSegment: done }, put, carried);
      continue;
    }
    if (d.kind === "parry" || d.kind === "fighting-retreat") parrying.push(c.id);
    if (d.kind === "parry" || d.kind === "set-vs-charge") continue;
    if (d.kind === "hold") {
      const earliest = afterOpponentSegment(own, opposingSegment(c));
      put(Math.max(earliest, d.holdUntilSegment ?? earliest), "after", {
        ...base,
        kind: "held-action",
      });
      continue;
    }
    if (!spentByFirstStrike.has(c.id)) put(seg, "initiative", { ...base, kind: "action" });
    if (d.kind === "close" && d.targetId !== undefined) {
      restrictions.push({
        combatantId: d.targetId,
        cannotAttackId: c.id,
        key: key("Note.ClosedUpon"),
      });
    }
    if (d.kind === "flee") {
      for (const o of c.engagedWith ?? []) {
        const opp = byId.get(o);
        if (opp === undefined || opp.side === c.side) continue;
        put(seg, "interrupts", {
          combatantId: o,
          kind: "free-attack",
          declaration: opp.declaration.kind,
          targetId: c.id,
          toHitBonus: 4,
        });
      }
    }
    const routines = c.attackRoutines ?? 1;
    if (routines > 1 && (d.kind === "melee" || d.kind === "missile" || d.kind === "charge")) {
      const extraSeg = afterOpponentSegment(seg, opposingSegment(c));
      for (let r = 2; r <= routines; r++)
        put(extraSeg, "after", { ...base, kind: "extra-routine", routine: r });
    }
  }

  const segments: SegmentSchedule[] = [];
  for (let segment = 1; segment <= SEGMENTS_PER_ROUND; segment++) {
    const steps: ScheduleStep[] = [];
    for (const step of STEP_ORDER) {
      const list = acts.get(`${segment}:${step}`);
      if (list !== undefined && list.length > 0) steps.push({ step, acts: list });
    }
    segments.push({ segment, steps });
  }
  return {
    sideSegments: segs,
    segments,
    casting,
    carriedSpells: carried,
    parrying,
    restrictions,
  };
}

/** A spell going off this round is placed in the "spells" step; a later one is carried to the next round. */
function placeCompletion(
  id: string,
  cast: CarriedSpell,
  put: (segment: number, step: StepKind, act: ScheduledAct) => void,
  carried: Record<string, CarriedSpell>,
): void {
  const done = cast.completesInSegment;
  if (done <= SEGMENTS_PER_ROUND) {
    put(done, "spells", {
      combatantId: id,
      kind: "spell-completes",
      declaration: "spell",
    });
  } else {
    carried[id] = {
      spell: cast.spell,
      completesInSegment: done - SEGMENTS_PER_ROUND,
    };
  }
}

/** The acts of one segment, flattened in step order. */
export function actsInSegment(schedule: RoundSchedule, segment: number): ScheduledAct[] {
  const s = schedule.segments[segment - 1];
  return s === undefined ? [] : s.steps.flatMap((st) => st.acts);
}

/** Whether `combatantId` is casting (no Dexterity AC bonus, damage disrupts) during `segment`. */
export function isCasting(schedule: RoundSchedule, combatantId: string, segment: number): boolean {
  const w = schedule.casting[combatantId];
  return w !== undefined && segment >= w.startSegment && segment < w.completesInSegment;
}
