// Cards written before their data was whole (issue 27): the steps mark them legacy IN the source they are
// given (Foundry keeps only that: its migrateDataSafe discards the return value), once, and leave every
// card that keeps what it shows, and partial update data, alone.
import { describe, expect, it } from "vitest";
import {
  migrateContestSource,
  migrateTaCardSource,
  type Source,
} from "../../src/foundry/migration/card-sources";

/** A Three-Action card as Tempo stored it before issue 27: its targets only (the rest was HTML). */
const oldTaCard = (): Source => ({ targets: [{ uuid: "Actor.bandit", against: 12 }] });

/** A Combat Roll attack card won critically by the attacker, its maneuver not chosen yet. */
const criticalAttack = (more: Source = {}): Source => ({
  kind: "attack",
  outcome: "attacker-critical",
  maneuver: { id: "", by: "", applied: false },
  ...more,
});

describe("Three-Action cards of the older layout", () => {
  it("are marked legacy in the source itself", () => {
    const source = oldTaCard();
    migrateTaCardSource(source);
    expect(source).toEqual({ targets: [{ uuid: "Actor.bandit", against: 12 }], legacy: true });
  });

  it("a card that keeps its whole data is not", () => {
    const source = { ...oldTaCard(), outcome: "hit", attackerName: "Mira" };
    migrateTaCardSource(source);
    expect(source).not.toHaveProperty("legacy");
  });

  it("is idempotent, and leaves partial update data alone", () => {
    const source = oldTaCard();
    migrateTaCardSource(migrateTaCardSource(source));
    expect(source.legacy).toBe(true);
    const partial: Source = { lines: [] };
    migrateTaCardSource(partial);
    expect(partial).toEqual({ lines: [] });
  });
});

describe("Combat Roll contest cards without the winner's choices", () => {
  it("an attack card waiting for a critical winner's maneuver is marked legacy in place", () => {
    for (const outcome of ["attacker-critical", "defender-critical"]) {
      const source = criticalAttack({ outcome });
      migrateContestSource(source);
      expect(source.legacy).toBe(true);
    }
  });

  it("every other card shows the same from its data: not legacy", () => {
    const others: Source[] = [
      criticalAttack({ maneuver: { id: "trip", by: "winner", applied: false } }),
      criticalAttack({ outcome: "hit" }),
      criticalAttack({ outcome: "" }),
      criticalAttack({ kind: "opportunity" }),
      criticalAttack({ choices: { maneuvers: ["trip"], disarmItems: [] } }),
    ];
    for (const source of others) {
      migrateContestSource(source);
      expect(source).not.toHaveProperty("legacy");
    }
  });

  it("partial update data is left alone", () => {
    const partial: Source = { applied: true };
    migrateContestSource(partial);
    expect(partial).toEqual({ applied: true });
  });
});
