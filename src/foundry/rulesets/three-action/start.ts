// Three-Action's start-of-turn rules on the shared action-point shell's turn events: a creature's budget
// from its conditions, and its ongoing effects (Bleeding, On fire, Poisoned, falling) rolled with Foundry
// Rolls and written right after the turn's combat update. A delaying creature suffers them at its original
// place; a commanded creature at its last commander's turn start.
import { threeAction } from "../../../engine/index";
import type { TaMarks } from "../../../engine/three-action/index";
import type { TurnHookResult, TurnHooks } from "../definition";
import { setCondition } from "../../conditions/index";
import { logLine, postLine } from "./chat";
import { conditionsOf, poisonsOf, STATS_PATH, taStats, vitalsOf, writeVitals } from "./stats";

/**
 * Rolls `actor`'s start-of-turn effects with Foundry Rolls, hands their dice to the engine in order, and
 * writes what the engine decided (HP, Bleed Penalty, poisons, fall, conditions) and a chat line with the
 * rolls it used.
 */
export async function ongoingEffects(actor: Actor.Implementation): Promise<void> {
  const formulas = threeAction.startOfTurnDice(conditionsOf(actor), poisonsOf(actor));
  const fallingFeet = taStats(actor).fallingFeet;
  if (formulas.length === 0 && fallingFeet === 0) return;
  const rolls: Roll[] = [];
  for (const f of formulas) rolls.push(await new Roll(f).evaluate());
  const dice = rolls.flatMap((r, i) =>
    r.dice.flatMap((d) => d.results.map((x) => ({ roll: i, value: x.result }))),
  );
  let next = 0;
  const used = new Set<number>();
  const r = threeAction.startOfTurn({ ...vitalsOf(actor), poisons: poisonsOf(actor), fallingFeet }, () => {
    const d = dice[next++];
    if (!d) return 1;
    used.add(d.roll);
    return d.value;
  });
  const poisons = r.poisons.map((p) => ({ level: p.level, rounds: p.rounds, ...p.damage }));
  await writeVitals(actor, r.vitals, {
    [`${STATS_PATH}.poisons`]: poisons,
    [`${STATS_PATH}.fallingFeet`]: r.fallingFeet,
  });
  const title = game.i18n.format("TEMPO.ThreeAction.Chat.StartOfTurn", { name: actor.name ?? "" });
  await postLine(
    actor,
    title,
    r.log.map(logLine),
    rolls.filter((_, i) => used.has(i)),
  );
}

function actorOf(combat: Combat.Implementation, id: string): Actor.Implementation | null {
  return combat.combatants.get(id)?.actor ?? null;
}

/** The start of a turn: its budget from the creature's conditions now, its ongoing effects after the write. */
function onTurnStart({
  combat,
  event,
  before,
  state,
  marks,
}: Parameters<NonNullable<TurnHooks<TaMarks>["onTurnStart"]>>[0]): TurnHookResult<TaMarks> | undefined {
  if (event.resumed) return undefined;
  // a round that began with a delaying creature's place: keepDelays (onRoundStart) passed the turn on
  const starter = state.combatants[event.combatantId]?.delayed ? state.active : event.combatantId;
  if (starter === null) return undefined;
  const actor = actorOf(combat, starter);
  const next = actor
    ? threeAction.startBudget(state, starter, conditionsOf(actor), taStats(actor).extraReactions)
    : state;
  const ids = threeAction.sufferers(before, next, starter, marks);
  // a Dodge and a readied action last until the creature's next turn (Interpretations 13, 18); timed
  // conditions end at their boundary (the last active creature's turn end, the starter's start)
  const { marks: kept, expired } = threeAction.marksAtTurnStart(marks, starter, before?.active ?? null);
  return {
    state: next,
    marks: kept,
    after: async () => {
      for (const e of expired) {
        const doc: unknown = fromUuidSync(e.actor as Parameters<typeof fromUuidSync>[0]);
        if (doc instanceof Actor) await setCondition(doc as Actor.Implementation, e.condition, false);
      }
      if (actor && conditionsOf(actor).includes("dodging"))
        await writeVitals(actor, {
          ...vitalsOf(actor),
          conditions: threeAction.spendDodge(conditionsOf(actor)),
        });
      for (const id of ids) {
        const a = actorOf(combat, id);
        if (a) await ongoingEffects(a);
      }
    },
  };
}

/** A new round: delays last across rounds (seed 001), the commands of the last round are spent. */
function onRoundStart({
  before,
  state,
  marks,
}: Parameters<NonNullable<TurnHooks<TaMarks>["onRoundStart"]>>[0]): TurnHookResult<TaMarks> {
  const kept = before ? threeAction.keepDelays(before, state, threeAction.THREE_ACTION_TURNS) : state;
  return { state: kept, marks: { ...marks, commanded: [] } };
}

export const THREE_ACTION_TURN_HOOKS: TurnHooks<TaMarks> = { onTurnStart, onRoundStart };
