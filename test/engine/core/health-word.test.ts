import { describe, expect, it } from "vitest";
import { healthWord } from "../../../src/engine/index";

describe("a health pool in words (what a limited view reads)", () => {
  it("at its maximum, or above: unhurt", () => {
    expect(healthWord({ value: 6, max: 6 }, false)).toBe("unhurt");
    expect(healthWord({ value: 8, max: 6 }, false)).toBe("unhurt");
  });

  it("below its maximum and above 0: wounded", () => {
    expect(healthWord({ value: 5, max: 6 }, false)).toBe("wounded");
    expect(healthWord({ value: 1, max: 6 }, false)).toBe("wounded");
  });

  it("at 0 or below: down, whatever its statuses", () => {
    expect(healthWord({ value: 0, max: 6 }, false)).toBe("down");
    expect(healthWord({ value: -3, max: 6 }, false)).toBe("down");
  });

  it("out of the fight by its ruleset's rules (unconscious above 0, the GM's defeated mark): down", () => {
    expect(healthWord({ value: 4, max: 6 }, true)).toBe("down");
    expect(healthWord({ value: 6, max: 6 }, true)).toBe("down");
  });

  it("a pool with no maximum recorded: unhurt unless out", () => {
    expect(healthWord({ value: 0, max: 0 }, false)).toBe("unhurt");
    expect(healthWord({ value: 0, max: 0 }, true)).toBe("down");
  });
});
