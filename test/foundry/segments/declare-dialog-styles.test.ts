// The declaration dialog shows a field for its kinds only by one style rule per declaration kind
// (styles/tempo.scss): a kind missing there would show every field. Each kind of the engine has its rule.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { DECLARATION_KINDS } from "../../../src/engine/segments/index";

describe("the declaration dialog's styles", () => {
  it("list every declaration kind, and no other", () => {
    const scss = readFileSync("styles/tempo.scss", "utf8");
    const list = /\.tempo-sg-declare-dialog \{\s*@each \$kind in ([^{]+)\{/.exec(scss)?.[1] ?? "";
    const kinds = list.split(",").map((k) => k.trim());
    expect(kinds.sort()).toEqual([...DECLARATION_KINDS].sort());
  });
});
