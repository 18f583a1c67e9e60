// Issue 27: Time Count's attack cards were shared `attack` cards with an untyped `details` object; an
// older world's cards become `tcAttack` cards whose details the card's model types.
import { describe, expect, it } from "vitest";
import { cardInNewLayout } from "../../src/foundry/migration/card-layout";

const shared = {
  ruleset: "time-count",
  attacker: "Actor.a",
  target: "Actor.b",
  weapon: "Actor.a.Item.w",
  hit: true,
  damage: 6,
  applied: true,
};

describe("older cards in the current layout", () => {
  it("a Time Count attack card becomes a tcAttack card; what applying it recorded becomes what it shows", () => {
    const details = {
      kind: "weapon",
      combatId: "c1",
      count: 12,
      conditions: ["prone"],
      applied: {
        before: {
          system: {
            stats: {
              timeCount: { hp: { value: 9 }, fatigue: 2, threshold: { value: 8 }, stance: "standing" },
            },
          },
        },
        after: {
          system: {
            stats: {
              timeCount: {
                hp: { value: 5 },
                fatigue: 4,
                threshold: { value: 8 },
                checkDc: 3,
                stance: "prone",
                preparation: { dc: 14 },
                conditions: { wounded: true },
              },
            },
          },
        },
      },
      together: 1,
    };
    const found = cardInNewLayout("attack", { ...shared, details });
    expect(found?.type).toBe("tcAttack");
    expect(found?.system).toMatchObject({
      ...shared,
      details: { kind: "weapon", combatId: "c1", count: 12 },
    });
    expect(found?.system.details).toMatchObject({
      conditions: ["prone"],
      together: 1,
      applied: {
        before: { hp: 9, fatigue: 2, threshold: 8, checkDc: null, stance: "standing", wounded: false },
        after: {
          hp: 5,
          fatigue: 4,
          threshold: 8,
          checkDc: 3,
          preparationDc: 14,
          stance: "prone",
          wounded: true,
          dead: false,
        },
      },
    });
  });

  it("a card not applied yet has no applied values; other cards stay as they are", () => {
    expect(
      cardInNewLayout("attack", { ...shared, applied: false, details: { kind: "spell" } })?.system,
    ).toMatchObject({ details: { kind: "spell", applied: null } });
    expect(cardInNewLayout("tcAttack", { ...shared, details: {} })).toBeNull();
    expect(cardInNewLayout("contest", { ruleset: "time-count" })).toBeNull();
  });

  it("a Segmented Rounds attack card becomes an sgAttack card: its landed blow's hit points become what it shows", () => {
    const hp = (value: number) => ({ system: { stats: { segments: { hp: { value } } } } });
    const details = {
      acMode: "descending",
      defenseOf: "*",
      armorClass: 5,
      thac0: 19,
      held: null,
      landed: { combatId: "c1", round: 1, segment: 3, step: "initiative", surprise: false, together: 2 },
      applied: { before: hp(7), after: hp(-2) },
      counted: { combatId: "c1", round: 1, phase: "segments", segment: 0, number: 1, kind: "routine", at: 3 },
    };
    const found = cardInNewLayout("attack", { ...shared, ruleset: "segments", details });
    expect(found?.type).toBe("sgAttack");
    expect(found?.system.details).toEqual({ ...details, applied: { before: { hp: 7 }, after: { hp: -2 } } });
  });

  it("a Segmented Rounds card from before it kept its armour class mode takes it from its defence's label", () => {
    const older = (label: string) =>
      cardInNewLayout("attack", {
        ...shared,
        ruleset: "segments",
        defenseLabel: label,
        applied: false,
        details: {},
      })?.system.details;
    expect(older("TEMPO.Segments.Card.Needed.ascending")).toEqual({
      acMode: "ascending",
      defenseOf: "!",
      applied: null,
    });
    expect(older("TEMPO.Segments.Card.Needed.descending")).toEqual({
      acMode: "descending",
      defenseOf: "*",
      applied: null,
    });
    expect(cardInNewLayout("sgAttack", { ...shared, ruleset: "segments", details: {} })).toBeNull();
  });
});
