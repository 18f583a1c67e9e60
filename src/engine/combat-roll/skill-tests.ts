import { ensure } from "../core/errors";
import type { CombatRollActionId } from "./actions";
import { CR_ERR } from "./errors";
import type { PlainSkill } from "./sheet";

/**
 * The primary actions whose effect is a skill test: "Search. ... making an Observation test"; "Sneak.
 * You attempt to move without being detected" (the seed points to the Adventuring chapter: Tempo tests
 * Stealth, the skill of the surprise contest). Each costs its action's AP.
 */
export const ACTION_TESTS = { search: "observation", sneak: "stealth" } as const satisfies Partial<
  Record<CombatRollActionId, PlainSkill>
>;
export type TestActionId = keyof typeof ACTION_TESTS;

/** The action and the skill it tests; throws for an action that is no skill test. */
export function actionTest(id: string): { action: TestActionId; skill: PlainSkill } {
  ensure(Object.hasOwn(ACTION_TESTS, id), CR_ERR.NotASkillTest, { id });
  const action = id as TestActionId;
  return { action, skill: ACTION_TESTS[action] };
}
