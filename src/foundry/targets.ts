import { RuleError } from "../engine/core/errors";

/** The one actor the current user targets; none or several is a localized RuleError. */
export function singleTarget(): Actor.Implementation {
  const actors: Actor.Implementation[] = [];
  for (const token of game.user.targets) {
    if (token.actor) actors.push(token.actor);
  }
  const [target] = actors;
  if (!target) throw new RuleError("TEMPO.Error.NoTarget");
  if (actors.length > 1) throw new RuleError("TEMPO.Error.TooManyTargets", { count: actors.length });
  return target;
}
