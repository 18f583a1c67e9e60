import type { DsCard } from "../../../src/foundry/rulesets/die-step/card-data";

const NO_ROLL = { die: "", mode: "normal", results: [], kept: 0 };

/** An attack card as declared (nothing chosen or rolled), with `over` replacing fields. */
export function blankCardView(over: Partial<DsCard> = {}): DsCard {
  return {
    ruleset: "die-step",
    kind: "attack",
    combatId: "",
    attacker: "Actor.a",
    target: "Actor.b",
    attackerName: "Grukk",
    targetName: "Brenna",
    itemName: "Spear",
    attack: "melee",
    action: "attack",
    defenseStat: "def",
    minimum: "",
    lethal: true,
    opportunity: false,
    options: [],
    passiveDie: "d8",
    passiveMinimum: false,
    attackReasons: [],
    defenseReasons: [],
    defense: "",
    attackRoll: { ...NO_ROLL, die: "d8" },
    defenseRoll: { ...NO_ROLL },
    successes: 0,
    damage: 0,
    hpAfter: 8,
    knockOut: false,
    death: "",
    survivalPending: false,
    hold: "",
    trigger: "",
    offers: [],
    ...over,
  };
}
