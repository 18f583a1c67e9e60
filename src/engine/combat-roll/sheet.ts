import type { FollowUpSkill } from "./maneuvers";
import type { TestSkill } from "./outcome";
import { int } from "./validate";

/**
 * The numbers a character sheet holds for Combat Roll tests. Fighting Style is a skill tested with a
 * governing attribute (STR or AGI, Step I/II); every other skill value is the whole test value
 * (attribute + skill, as the sheet shows it).
 */
export interface SheetSkills {
  strength: number;
  agility: number;
  fightingStyle: number;
  dodge: number;
  focus: number;
  sorcery: number;
  athletics: number;
  acrobatics: number;
  sleightOfHand: number;
  deception: number;
  stealth: number;
  observation: number;
}

/** The sheet's skills from an actor's statistics (every skill a number there), Fighting Style as given. */
export function sheetSkillsOf(
  stats: Readonly<Record<keyof SheetSkills, number>>,
  fightingStyle: number,
): SheetSkills {
  const { strength, agility, dodge, focus, sorcery, athletics, acrobatics } = stats;
  const { sleightOfHand, deception, stealth, observation } = stats;
  return {
    ...{ strength, agility, dodge, focus, sorcery, athletics, acrobatics },
    ...{ sleightOfHand, deception, stealth, observation, fightingStyle },
  };
}

/** The skills tested on their own (maneuver follow-ups, grapples, Search, Sneak, surprise). */
export type PlainSkill = FollowUpSkill | "stealth" | "observation";

/**
 * The value a test is made against. Fighting Style adds the best allowed attribute: Block uses STR,
 * ranged Strikes AGI, Parry "either Strength or Agility" (the better); a melee Strike names no
 * attribute, so it may use either as well (interpretation, see the rules doc).
 */
export function skillValue(sheet: SheetSkills, test: TestSkill): number {
  switch (test.skill) {
    case "fighting-style": {
      const allowed = test.attributes.length === 0 ? (["STR", "AGI"] as const) : test.attributes;
      const attribute = Math.max(
        ...allowed.map((a) =>
          a === "STR" ? int(sheet.strength, "strength") : int(sheet.agility, "agility"),
        ),
      );
      return int(sheet.fightingStyle, "fightingStyle") + attribute;
    }
    case "dodge":
      return int(sheet.dodge, "dodge");
    case "focus":
      return int(sheet.focus, "focus");
    case "sorcery":
      return int(sheet.sorcery, "sorcery");
  }
}

const PLAIN: Readonly<Record<PlainSkill, keyof SheetSkills>> = {
  athletics: "athletics",
  acrobatics: "acrobatics",
  "sleight-of-hand": "sleightOfHand",
  deception: "deception",
  stealth: "stealth",
  observation: "observation",
};

/** A skill tested on its own: the sheet holds its whole test value. */
export function plainSkillValue(sheet: SheetSkills, skill: PlainSkill): number {
  return int(sheet[PLAIN[skill]], skill);
}

/**
 * A maneuver's follow-up test when several skills are allowed ("Athletics or Sleight of Hand"): the
 * tester uses its best one. Returns the skill and its value.
 */
export function bestFollowUp(
  sheet: SheetSkills,
  skills: readonly FollowUpSkill[],
): { skill: FollowUpSkill; value: number } | null {
  let best: { skill: FollowUpSkill; value: number } | null = null;
  for (const skill of skills) {
    const value = plainSkillValue(sheet, skill);
    if (best === null || value > best.value) best = { skill, value };
  }
  return best;
}
