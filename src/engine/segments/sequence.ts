/**
 * The combat sequence as a state machine (seed 000, "combatSequence"):
 * surprise -> declaration -> initiative -> segments 1..10 -> end-of-round -> declaration ...
 */
import { RuleError, ensure } from "../core/errors";
import { SEGMENTS_PER_ROUND, key } from "./constants";
import { abandonSpell, amendDeclaration } from "./declarations";
import { sideSegments } from "./initiative";
import { chargeForbiddenReason, type ChargeEligibility } from "./movement";
import { spellCompletesInSegment } from "./spells";
import type { CarriedSpell, Declaration, RoundState, SegmentsActorStats, SegmentsPhase } from "./types";

function expectPhase(state: RoundState, ...phases: SegmentsPhase[]): void {
  if (!phases.includes(state.phase)) {
    throw new RuleError(key("Error.WrongPhase"), {
      phase: state.phase,
      expected: phases.join(", "),
    });
  }
}

/** Begins a combat. With surprise segments (see `surprisePhase`) it opens on them; otherwise on declarations. */
export function startCombat(surpriseSegmentCount: number): RoundState {
  ensure(
    Number.isInteger(surpriseSegmentCount) && surpriseSegmentCount >= 0,
    key("Error.BadSurprisedSegments"),
    {
      id: "",
      value: surpriseSegmentCount,
    },
  );
  const surprised = surpriseSegmentCount > 0;
  return {
    phase: surprised ? "surprise" : "declaration",
    round: surprised ? 0 : 1,
    segment: surprised ? 1 : 0,
    surpriseSegments: surpriseSegmentCount,
    declarations: {},
    initiativeRolls: {},
    spellCompletions: {},
    carriedSpells: {},
    lastChargeRound: {},
  };
}

/** Declarations are locked once initiative has been rolled. */
export function declarationsLocked(state: RoundState): boolean {
  return state.phase === "segments" || state.phase === "end-of-round";
}

/**
 * Records or changes a combatant's declaration: in the declaration phase, or in a surprise segment
 * (where the shell lets only those who act now declare). Once the GM closes declarations (initiative,
 * segments, end of round) declarations are locked: "Before initiative is rolled, all spell casters must
 * declare [...] Non-spell casters must also state [...] what actions they plan to take" (step 2); a
 * caster may still abandon the declared spell (`abandon`), never substitute it. A caster still completing a spell from the previous
 * round cannot declare anything else. A charge is checked against the once-per-10-rounds and
 * encumbrance limits when `charge` is given.
 */
export function declare(
  state: RoundState,
  combatantId: string,
  declaration: Declaration,
  charge?: {
    stats: SegmentsActorStats;
    eligibility?: Omit<ChargeEligibility, "round" | "lastChargeRound">;
  },
): RoundState {
  assertDeclarationsOpen(state);
  const carried = state.carriedSpells[combatantId];
  if (carried !== undefined) {
    const continuing = declaration.kind === "spell" && declaration.spell?.name === carried.spell.name;
    if (!continuing)
      throw new RuleError(key("Error.SpellLocked"), {
        spell: carried.spell.name,
      });
  }
  if (declaration.kind === "charge" && charge !== undefined) {
    const last = state.lastChargeRound[combatantId];
    const reason = chargeForbiddenReason(charge.stats, {
      ...charge.eligibility,
      round: Math.max(1, state.round),
      ...(last !== undefined ? { lastChargeRound: last } : {}),
    });
    if (reason !== null) throw new RuleError(reason, { round: state.round });
  }
  const next = amendDeclaration(state.declarations[combatantId], declaration, declarationsLocked(state));
  return {
    ...state,
    declarations: { ...state.declarations, [combatantId]: next },
  };
}

/** Declarations are made in the declaration phase and the surprise segments only: refused once the GM closes them. */
export function assertDeclarationsOpen(state: RoundState): void {
  if (state.phase !== "surprise" && state.phase !== "declaration")
    throw new RuleError(key("Error.DeclarationsClosed"), { round: state.round });
}

/**
 * What a combatant declared in the round before, to declare it again ("repeat last round"): undefined
 * when it has a declaration this round already (a spell carried over included) or had none. A spell
 * declared again is a new casting of the same spell; an abandoned one is not repeated as abandoned.
 * The declaration still goes through `declare` (locks, charge limits) like any other.
 */
export function repeatableDeclaration(state: RoundState, combatantId: string): Declaration | undefined {
  if (state.phase !== "declaration" || state.declarations[combatantId] !== undefined) return undefined;
  const before = state.previousDeclarations?.[combatantId];
  if (before === undefined) return undefined;
  const again: { -readonly [K in keyof Declaration]: Declaration[K] } = { ...before };
  delete again.abandoned;
  return again;
}

/** The declaration a dialog starts from: this round's, else the one repeatable from last round. */
export function presetDeclaration(state: RoundState, combatantId: string): Declaration | undefined {
  return state.declarations[combatantId] ?? repeatableDeclaration(state, combatantId);
}

/** A caster abandons the declared spell (for instance when disrupted by damage). */
export function abandon(state: RoundState, combatantId: string): RoundState {
  const d = state.declarations[combatantId];
  ensure(d !== undefined, key("Error.UnknownCombatant"), { id: combatantId });
  const carriedSpells = { ...state.carriedSpells };
  delete carriedSpells[combatantId];
  const spellCompletions = { ...state.spellCompletions };
  delete spellCompletions[combatantId];
  return {
    ...state,
    declarations: { ...state.declarations, [combatantId]: abandonSpell(d) },
    carriedSpells,
    spellCompletions,
  };
}

/** Closes declarations: the next step is rolling initiative. */
export function closeDeclarations(state: RoundState): RoundState {
  expectPhase(state, "declaration");
  return { ...state, phase: "initiative" };
}

/**
 * Records both sides' d6 initiative and opens segment 1. `sides` maps every declared combatant to its
 * side, to time the spells (begun in the side's segment) and record charges.
 */
export function setInitiative(
  state: RoundState,
  rolls: Readonly<Record<string, number>>,
  sides: Readonly<Record<string, string>>,
): RoundState {
  expectPhase(state, "initiative");
  const segs = sideSegments(rolls);
  const spellCompletions: Record<string, number> = {};
  const lastChargeRound: Record<string, number> = { ...state.lastChargeRound };
  for (const [id, d] of Object.entries(state.declarations)) {
    if (state.carriedSpells[id] !== undefined) continue;
    const side = sides[id];
    ensure(side !== undefined && segs[side] !== undefined, key("Error.UnknownSide"), { side: side ?? id });
    if (d.kind === "spell" && !d.abandoned && d.spell !== undefined) {
      spellCompletions[id] = spellCompletesInSegment(segs[side] as number, d.spell.castingTimeSegments);
    }
    if (d.kind === "charge") lastChargeRound[id] = state.round;
  }
  for (const [id, c] of Object.entries(state.carriedSpells)) spellCompletions[id] = c.completesInSegment;
  return {
    ...state,
    phase: "segments",
    segment: 1,
    initiativeRolls: { ...rolls },
    spellCompletions,
    lastChargeRound,
  };
}

/**
 * Moves the sequence on by one step: the next surprise segment (then the first declaration), the next
 * segment of the round, the end of the round after segment 10, and from the end of the round to the
 * next declaration, carrying spells that go off in a later round.
 */
export function advance(state: RoundState): RoundState {
  switch (state.phase) {
    case "surprise":
      // Each surprise segment is its own six seconds: what was declared in one (a charge and its +2, a
      // one-segment spell, which goes off as it ends) does not carry into the next.
      if (state.segment < state.surpriseSegments)
        return { ...state, segment: state.segment + 1, declarations: {} };
      return {
        ...state,
        phase: "declaration",
        round: 1,
        segment: 0,
        declarations: {},
      };
    case "segments":
      if (state.segment < SEGMENTS_PER_ROUND) return { ...state, segment: state.segment + 1 };
      return { ...state, phase: "end-of-round" };
    case "end-of-round":
      return nextRound(state);
    default:
      throw new RuleError(key("Error.WrongPhase"), {
        phase: state.phase,
        expected: "surprise, segments, end-of-round",
      });
  }
}

function nextRound(state: RoundState): RoundState {
  const carriedSpells: Record<string, CarriedSpell> = {};
  const declarations: Record<string, Declaration> = {};
  for (const [id, done] of Object.entries(state.spellCompletions)) {
    if (done <= SEGMENTS_PER_ROUND) continue;
    const d = state.declarations[id];
    const spell = d?.spell ?? state.carriedSpells[id]?.spell;
    if (spell === undefined) continue;
    carriedSpells[id] = {
      spell,
      completesInSegment: done - SEGMENTS_PER_ROUND,
    };
    declarations[id] = { kind: "spell", spell };
  }
  return {
    ...state,
    phase: "declaration",
    round: state.round + 1,
    segment: 0,
    declarations,
    previousDeclarations: state.declarations,
    initiativeRolls: {},
    spellCompletions: {},
    carriedSpells,
  };
}

/** Records a charge made outside a full round's initiative (for instance during a surprise segment). */
export function recordCharge(state: RoundState, combatantId: string): RoundState {
  return {
    ...state,
    lastChargeRound: { ...state.lastChargeRound, [combatantId]: state.round },
  };
}
