import { ensure } from "../core/errors";
import { contestWinner } from "./contest";
import { CR_ERR } from "./errors";
import type { TestResult } from "./test-model";

/** "Determine Surprise. If one party tried to sneak up on the other, make a Stealth vs Observation contest." */
export const SNEAK_SKILL = "stealth" as const;
export const OBSERVE_SKILL = "observation" as const;

export interface SurpriseTest {
  id: string;
  test: Pick<TestResult, "passed" | "successes">;
}

/**
 * "Observing characters are surprised if the[y] fail the contest": an observer is surprised when every
 * sneaker wins the skill contest against its Observation (the sneaker as the attacker: a tie or both
 * failing goes to the observer); spotting one sneaker is enough not to be surprised.
 */
export function surprisedObserver(sneakers: readonly SurpriseTest[], observer: SurpriseTest): boolean {
  ensure(sneakers.length > 0, CR_ERR.NoSneakers);
  return sneakers.every((s) => contestWinner(s.test, observer.test) === "attacker");
}

/**
 * The whole contest: each sneaker's one Stealth test against each observer's one Observation test. Every
 * participant gets a verdict: the sneakers are never surprised (they are the ones sneaking up), each
 * observer by `surprisedObserver`.
 */
export function surpriseContest(
  sneakers: readonly SurpriseTest[],
  observers: readonly SurpriseTest[],
): { id: string; surprised: boolean }[] {
  ensure(sneakers.length > 0, CR_ERR.NoSneakers);
  ensure(observers.length > 0, CR_ERR.NoObservers);
  return [
    ...sneakers.map((s) => ({ id: s.id, surprised: false })),
    ...observers.map((o) => ({ id: o.id, surprised: surprisedObserver(sneakers, o) })),
  ];
}

/** A participant's test, with the name its card shows. */
export interface NamedTest<T extends SurpriseTest["test"]> {
  id: string;
  name: string;
  /** Whose test it is (its actor's uuid): the card shows its skill value only to who may see its numbers. */
  actor?: string;
  test: T;
}

/**
 * The contest as its card lists it: every participant's test in the tracker's order (the sneakers
 * first), whether it sneaks and whether it is surprised; and each participant's verdict (its mark).
 */
export function surpriseRolls<T extends SurpriseTest["test"]>(
  sneakers: readonly NamedTest<T>[],
  observers: readonly NamedTest<T>[],
) {
  const verdicts = surpriseContest(sneakers, observers);
  const rolls = [...sneakers, ...observers].map((p, i) => ({
    name: p.name,
    actor: p.actor ?? "",
    sneaking: i < sneakers.length,
    test: p.test,
    surprised: verdicts[i]?.surprised ?? false,
  }));
  return { verdicts, rolls };
}
