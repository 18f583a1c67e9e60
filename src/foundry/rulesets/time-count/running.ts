import { timeCount } from "../../../engine/index";
import { evaluateRoll, type TempoRoll } from "../../dice";
import { TC_STATS } from "./damage";
import { tcStats } from "./stats";

export const RUN_CARD_TEMPLATE = "systems/tempo/templates/time-count/run-card.hbs";

/** A check card to post with the action: its content, dice, and the numbers its content leaves out. */
export interface IntentCard {
  content: string;
  rolls: TempoRoll[];
  flags?: { tempo?: { run?: timeCount.RunCardNumbers } };
}

async function check(bonus: number): Promise<{ roll: TempoRoll; total: number }> {
  const roll = await evaluateRoll({ formula: "1d20 + @bonus", data: { bonus } });
  return { roll, total: roll.total ?? 0 };
}

/**
 * Rolls the checks a paced movement owes, in the seed's order: the DC 10 Athletics (Str) check to
 * begin a sprint (1d20 + Strength + Athletics), then the DC 20 Athletics (Con) check (1d20 +
 * Constitution + Athletics, less the running penalty); the engine decides everything else. The card
 * shows both checks and what they did (null: no check owed).
 */
export async function runCard(
  actor: Actor.Implementation,
  input: timeCount.RunInput,
  athletics: number,
): Promise<{ outcome: timeCount.RunOutcome; card: IntentCard | null }> {
  const s = tcStats(actor);
  const rolls: TempoRoll[] = [];
  let sprint: number | null = null;
  if (timeCount.sprintCheckNeeded(input)) {
    const r = await check(s.attributes.strength + athletics);
    rolls.push(r.roll);
    sprint = r.total;
  }
  const pace = timeCount.paceAfterSprintCheck(input, sprint);
  let endurance: number | null = null;
  if (timeCount.enduranceCheckDue(input, pace)) {
    const r = await check(s.attributes.constitution + athletics);
    rolls.push(r.roll);
    endurance = r.total;
  }
  const outcome = timeCount.runMovement(input, { sprint, endurance });
  if (!rolls.length) return { outcome, card: null };
  const numbers = timeCount.runCardNumbers(input, outcome, endurance);
  const content = await foundry.applications.handlebars.renderTemplate(RUN_CARD_TEMPLATE, {
    name: actor.name ?? "",
    runner: actor.uuid ?? "",
    pace: `TEMPO.TimeCount.Move.Pace.${outcome.pace}`,
    feet: outcome.plan.rateFeet,
    sprint: outcome.sprint,
    endurance: numbers,
  });
  // the runner's numbers (its running penalty, the fatigue a failure adds) stay out of the content every
  // user receives: each client fills them in for who may see them (chat/secrets.ts)
  const flags = numbers ? { tempo: { run: numbers } } : {};
  return { outcome, card: { content, rolls, flags } };
}

/**
 * The actor's changes of a paced movement: fatigue from a failed check (and the check to stay
 * conscious it may owe), the running penalty and when it was last raised, fatigued when forced to
 * stop, and leaving Poised.
 */
export function runChanges(
  actor: Actor.Implementation,
  outcome: timeCount.RunOutcome,
  worldTime: number,
): Record<string, unknown> {
  const s = tcStats(actor);
  const after = timeCount.runAftermath(
    { poised: s.stance === "poised", hp: s.hp.value, invigoration: s.invigoration, fatigue: s.fatigue },
    outcome,
  );
  const changes: Record<string, unknown> = after.leavePoised ? { [`${TC_STATS}.stance`]: "" } : {};
  if (after.fatigue) changes[`${TC_STATS}.fatigue`] = after.fatigue.fatigue;
  if (after.fatigue?.checkDc) changes[`${TC_STATS}.checkDc`] = after.fatigue.checkDc;
  if (after.penalty !== null) {
    changes[`${TC_STATS}.run.penalty`] = after.penalty;
    changes[`${TC_STATS}.run.checkedAt`] = Math.floor(worldTime);
  }
  if (after.fatigued) changes[`${TC_STATS}.conditions.fatigued`] = true;
  return changes;
}
