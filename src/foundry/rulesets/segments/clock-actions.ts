import { segments } from "../../../engine/index";
import { oneOf, type ActionMap } from "../../actions/index";
import { RuleError } from "../../../engine/core/errors";
import { evaluateRoll, takeRolls } from "../../dice";
import type { RollMode } from "../../actions/index";
import { withRollMode } from "../../chat/roll-mode";
import type { TempoCombat } from "../../documents/combat";
import { assertGM, assertOwnerOrGM } from "../../permissions";
import { ONE, sgCombatAction } from "./combat-action";
import { heldCards, landHeld } from "./held-damage";
import { readRecord, recordUpdate, requireRecord, type SegmentsRecord } from "./record";
import { SIDES, memberOf, membersOf, scheduleOf, sidesMap, type Side } from "./roster";
import { announceSpellsGoingOff } from "./spell-off";
import { sgStats } from "./stats";

/** "6-second segments": world time moves on by this much for each segment that has passed. */
export const SECONDS_PER_SEGMENT = 6;

async function d6(): Promise<number> {
  return (await evaluateRoll({ formula: "1d6", data: {} })).total ?? 0;
}

/**
 * The sides' d6 in chat with their Rolls (issue 13: rolled out of sight), in the GM's roll mode: one
 * line "Surprise: Party 3, Monsters 5" or "Initiative: ...".
 */
async function postSideRolls(
  what: "Surprise" | "Initiative",
  rolls: Readonly<Record<string, number | null>>,
  mode: RollMode,
  author: User.Implementation,
): Promise<void> {
  const taken = takeRolls();
  if (taken.length === 0) return;
  const sides = Object.entries(rolls)
    .filter(([, roll]) => roll !== null)
    .map(([side, roll]) => `${game.i18n.localize(`TEMPO.Segments.Side.${side}`)} ${String(roll)}`);
  const title = game.i18n.localize(`TEMPO.Segments.Chat.${what}`);
  const content = `<p class="tempo-sg-side-rolls" data-roll="${what}"><strong>${title}:</strong> ${sides.join(", ")}</p>`;
  await ChatMessage.create(withRollMode({ content, rolls: taken }, mode, author));
}

async function write(combat: TempoCombat, after: SegmentsRecord, segmentsPassed = 0): Promise<void> {
  await combat.update(recordUpdate(combat, after));
  if (segmentsPassed > 0) await game.time.advance(segmentsPassed * SECONDS_PER_SEGMENT);
}

/**
 * GM: the once-per-combat surprise roll. Each rolling side rolls a d6 (`sides`: "both", "party",
 * "monsters"; "none" skips surprise); every combatant applies its own surprise range, the stealth of
 * its opponents and its surprise bonus. The sequence opens on the surprise segments, or on the first
 * declarations when nobody is surprised. One Combat write.
 */
const beginSurprise = sgCombatAction(
  "beginSurprise",
  { sides: oneOf(["both", ...SIDES, "none"], "both") },
  async (combat, { sides: which }, requester, mode) => {
    assertGM(requester);
    if (readRecord(combat)) throw new RuleError("TEMPO.Segments.Error.AlreadyStarted");
    const rolls: Record<Side, number | null> = { party: null, monsters: null };
    for (const side of SIDES) if (which === "both" || which === side) rolls[side] = await d6();
    const members = membersOf(combat)
      .filter((m) => m.up)
      .map(({ id, side, actor }) => {
        const { surprisedOn, surprisesOn, surpriseBonus: bonus } = sgStats(actor);
        return { id, side, surprisedOn, surprisesOn, bonus };
      });
    const record: SegmentsRecord = { ...segments.openSurprise(rolls, members, which === "none"), lost: {} };
    await write(combat, record);
    await postSideRolls("Surprise", rolls, mode, requester);
  },
);

/** A caster gives up the declared spell (its owner or the GM). One write. */
const abandon = sgCombatAction("abandon", ONE, async (combat, { combatantId }, requester) => {
  const record = requireRecord(combat);
  const member = memberOf(combat, combatantId);
  assertOwnerOrGM(member.combatant, requester);
  segments.assertMayAbandon(record.state, member.id);
  await write(combat, { ...record, state: segments.abandon(record.state, member.id) });
});

/** GM: every combatant still up has declared; declarations close and initiative is next. One write. */
const closeDeclarations = sgCombatAction("closeDeclarations", {}, async (combat, _payload, requester) => {
  assertGM(requester);
  const record = requireRecord(combat);
  const missing = membersOf(combat).filter((m) => m.up && !record.state.declarations[m.id]);
  if (missing.length > 0)
    throw new RuleError("TEMPO.Segments.Error.Undeclared", {
      names: missing.map((m) => m.combatant.name ?? "").join(", "),
    });
  await write(combat, { ...record, state: segments.closeDeclarations(record.state) });
});

/**
 * GM: each side rolls a d6; each acts in the segment the OTHER side rolled. Spells are timed from the
 * caster's side segment and segment 1 opens. The round's schedule is built before anything is
 * written, so a bad declaration refuses the roll. One write.
 */
const rollInitiative = sgCombatAction("rollInitiative", {}, async (combat, _payload, requester, mode) => {
  assertGM(requester);
  const record = requireRecord(combat);
  const members = membersOf(combat);
  const sides = sidesMap(members);
  const rolls: Record<string, number> = {};
  for (const side of SIDES) rolls[side] = await d6();
  const state = segments.initiativeAmong(record.state, rolls, sides);
  const after: SegmentsRecord = { ...record, state, lost: {} };
  scheduleOf(combat, after);
  await write(combat, after);
  await postSideRolls("Initiative", rolls, mode, requester);
  await announceSpellsGoingOff(combat, record, after);
});

/**
 * GM: the next step of the sequence: the next surprise segment, the next segment, the end of the
 * round after segment 10, the next round's declarations. World time follows, 6 seconds a segment.
 * Held damage (simultaneous blows) lands first, in its own batches; then ONE Combat write.
 */
const advance = sgCombatAction("advance", {}, async (combat, _payload, requester) => {
  assertGM(requester);
  const record = await landHeld(combat, requireRecord(combat));
  const before = record.state;
  const state = segments.advance(before);
  const passed = before.phase === "surprise" || before.phase === "segments" ? 1 : 0;
  const lost = before.phase === "end-of-round" ? {} : record.lost;
  const after = { ...record, state, lost };
  await write(combat, after, passed);
  await announceSpellsGoingOff(combat, record, after);
});

/**
 * GM: straight to the next segment in which anything happens (or to the end of the round when
 * nothing is left). World time moves on by every segment passed. One write (after any held damage lands).
 */
const jump = sgCombatAction("jump", {}, async (combat, _payload, requester) => {
  assertGM(requester);
  const before = requireRecord(combat);
  if (before.state.phase !== "segments")
    throw new RuleError("TEMPO.Segments.Error.WrongPhase", {
      phase: before.state.phase,
      expected: "segments",
    });
  // Held blows land first: a spell they disrupt no longer makes its segment eventful.
  const landed = await landHeld(combat, before);
  const schedule = scheduleOf(combat, landed);
  if (!schedule)
    throw new RuleError("TEMPO.Segments.Error.WrongPhase", {
      phase: landed.state.phase,
      expected: "segments",
    });
  const { state, passed } = segments.jumpToEvent(
    landed.state,
    schedule,
    segments.skippedIn(membersOf(combat)),
  );
  await write(combat, { ...landed, state }, passed);
  await announceSpellsGoingOff(combat, landed, { ...landed, state });
});

/**
 * GM: every held blow of the combat lands now, at once (tied sides strike simultaneously): the targets
 * (one Actor batch), the cards (one ChatMessage batch), and, when a caster loses its spell, the chat
 * notes (one batch) and the Combat (one write). Moving on to the next segment does the same first.
 */
const applyHeld = sgCombatAction("applyHeld", {}, async (combat, _payload, requester) => {
  assertGM(requester);
  const record = requireRecord(combat);
  if (heldCards(combat).length === 0) throw new RuleError("TEMPO.Segments.Error.NothingHeld");
  const after = await landHeld(combat, record);
  if (after !== record) await write(combat, after);
});

/** GM: puts a combatant on the other side (not while the segments of a round run). One Combatant write. */
const setSide = sgCombatAction(
  "setSide",
  { ...ONE, side: oneOf(SIDES) },
  async (combat, payload, requester) => {
    assertGM(requester);
    const phase = readRecord(combat)?.state.phase;
    if (phase === "segments" || phase === "end-of-round")
      throw new RuleError("TEMPO.Segments.Error.SideDuringRound");
    const member = memberOf(combat, payload.combatantId);
    await member.combatant.update({ system: { side: payload.side } });
  },
);

/** The tracker's transitions, each an action on the combat (see src/foundry/actions/). */
export const clockActions: ActionMap = {
  beginSurprise,
  abandon,
  closeDeclarations,
  rollInitiative,
  advance,
  jump,
  applyHeld,
  setSide,
};
