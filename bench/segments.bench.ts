import { bench, describe } from "vitest";
import { seededDice } from "../src/engine/core/dice";
import { buildRoundSchedule, rollAttack, type RoundCombatant } from "../src/engine/segments/index";

const dice = seededDice(7);
const combatants: RoundCombatant[] = Array.from({ length: 40 }, (_, i) => ({
  id: `c${i}`,
  side: i % 2 === 0 ? "party" : "monsters",
  declaration:
    i % 5 === 0
      ? {
          kind: "spell",
          spell: { name: "s", castingTimeSegments: 1 + (i % 9) },
        }
      : i % 5 === 1
        ? { kind: "missile" }
        : { kind: "melee", targetId: `c${i + 1}` },
  missileBonus: i % 3,
  attackRoutines: 1 + (i % 2),
}));

const stats = {
  armourClass: 4,
  shieldAcBonus: 1,
  dexterityAcBonus: 1,
  thac0: 16,
  attackBonus: 4,
  strength: 16,
  strengthToHit: 1,
  strengthDamage: 1,
  dexterityMissileBonus: 1,
  surpriseBonus: 0,
  movement: 120,
  hitDice: 4,
  keenSenses: false,
  atMaxEncumbrance: false,
  attackRoutines: 1,
};

describe("segments", () => {
  bench("round schedule, 40 combatants", () => {
    buildRoundSchedule({
      rolls: { party: dice(6), monsters: dice(6) },
      combatants,
    });
  });
  bench("attack roll with situational modifiers", () => {
    rollAttack(
      {
        attacker: stats,
        defender: stats,
        weapon: {
          kind: "melee",
          damage: { count: 1, faces: 8, bonus: 0 },
          toHitBonus: 1,
          damageBonus: 1,
          lengthFt: 4,
          canBeSet: false,
          offHandEligible: false,
          lance: false,
          specializationToHit: 1,
        },
        situation: {
          form: "melee",
          charging: true,
          rear: true,
          cover: 25,
          concealment: "half",
        },
        acMode: "descending",
      },
      dice,
    );
  });
});
