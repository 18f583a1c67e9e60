// Three-Action's start-of-turn rules on the shared action-point shell's turn events. The engine decides
// (`turnStart`: whose turn, its budget from its conditions, the marks that end, who suffers ongoing effects;
// `startOfTurnRolled`: what Bleeding, On fire, Poisoned and falling do with the dice); the shell reads the
// creatures, rolls Foundry Rolls, and writes right after the turn's combat update.
import { threeAction } from "../../../engine/index";
import type { TaMarks } from "../../../engine/three-action/index";
import { readTurns, turnsUpdate, type ApRules } from "../../action-points/index";
import type { TurnHookResult, TurnHooks } from "../definition";
import { setCondition } from "../../conditions/index";
import { logLine, postLine } from "./chat";
import { conditionsOf, poisonsOf, STATS_PATH, taStats, vitalsOf, writeVitals } from "./stats";

/**
 * Rolls `actor`'s start-of-turn effects with Foundry Rolls, has the engine apply them, and writes what it
 * decided (HP, Bleed Penalty, poisons, fall, conditions) and a chat line with the rolls it used.
 */
export async function ongoingEffects(actor: Actor.Implementation): Promise<void> {
  const { fallingFeet } = taStats(actor);
  const formulas = threeAction.ongoingDice(conditionsOf(actor), poisonsOf(actor), fallingFeet);
  if (!formulas) return;
  const rolls: Roll[] = [];
  for (const f of formulas) rolls.push(await new Roll(f).evaluate());
  const faces = rolls.map((r) => r.dice.flatMap((d) => d.results.map((x) => x.result)));
  const input = { ...vitalsOf(actor), poisons: poisonsOf(actor), fallingFeet };
  const { result: r, used } = threeAction.startOfTurnRolled(input, faces);
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
    rolls.filter((_, i) => used.includes(i)),
  );
}

/** Start-of-turn effects that brought the starter down shrink this same turn's budget at once (issue 28). */
async function budgetAfterEffects(
  combat: Combat.Implementation,
  id: string,
  actor: Actor.Implementation,
  rules: ApRules<TaMarks>,
): Promise<void> {
  const read = readTurns(combat, rules);
  if (!read || read.state.active !== id) return;
  const { extraReactions } = taStats(actor);
  const next = threeAction.budgetAfterEffects(read.state, id, conditionsOf(actor), extraReactions);
  if (next) await combat.update(turnsUpdate(combat, rules, next, read.marks));
}

function actorOf(combat: Combat.Implementation, id: string): Actor.Implementation | null {
  return combat.combatants.get(id)?.actor ?? null;
}

type TurnStartContext = Parameters<NonNullable<TurnHooks<TaMarks>["onTurnStart"]>>[0];

/**
 * The start of a turn (engine `turnStart`): its budget and marks in the turn's write, the rest right after;
 * `rules` (the ruleset's action-point rules, which hold these hooks) write the budget its effects change.
 */
function onTurnStart(
  { combat, event, before, state, marks }: TurnStartContext,
  rules: ApRules<TaMarks>,
): TurnHookResult<TaMarks> | undefined {
  const plan = threeAction.turnStart(event, before, state, marks, (id) => {
    const actor = actorOf(combat, id);
    return actor ? { conditions: conditionsOf(actor), extraReactions: taStats(actor).extraReactions } : null;
  });
  if (!plan) return undefined;
  const actor = actorOf(combat, plan.starter);
  return {
    state: plan.state,
    marks: plan.marks,
    after: async () => {
      for (const e of plan.expired) {
        const doc: unknown = fromUuidSync(e.actor as Parameters<typeof fromUuidSync>[0]);
        if (doc instanceof Actor) await setCondition(doc as Actor.Implementation, e.condition, false);
      }
      if (actor && plan.endsDodge)
        await writeVitals(actor, {
          ...vitalsOf(actor),
          conditions: threeAction.spendDodge(conditionsOf(actor)),
        });
      for (const id of plan.sufferers) {
        const a = actorOf(combat, id);
        if (a) await ongoingEffects(a);
      }
      if (actor && plan.sufferers.includes(plan.starter))
        await budgetAfterEffects(combat, plan.starter, actor, rules);
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

/** The turn hooks of the action-point rules `rules()` returns (ap-rules.ts, which holds them: read late). */
export function threeActionTurnHooks(rules: () => ApRules<TaMarks>): TurnHooks<TaMarks> {
  return { onTurnStart: (ctx) => onTurnStart(ctx, rules()), onRoundStart };
}
