// axe-core in the stand-in: the accessibility rules a screen-reader or keyboard user depends on, run
// on Tempo's own markup (the element given), reporting critical, serious and moderate violations (issue 29).
import { createRequire } from "node:module";
import type { Locator } from "playwright-core";

const AXE_SOURCE = createRequire(import.meta.url).resolve("axe-core/axe.min.js");

export interface AxeFinding {
  rule: string;
  impact: string;
  nodes: string[];
}

interface AxeResult {
  id: string;
  impact?: string | null;
  nodes: { target: unknown[] }[];
}
type AxeWindow = Window & {
  axe?: { run(context: Element, options: object): Promise<{ violations: AxeResult[] }> };
};

/** The critical, serious and moderate axe violations inside `root` (axe-core is injected into the page once). */
export async function axeViolations(root: Locator): Promise<AxeFinding[]> {
  const page = root.page();
  if (!(await page.evaluate(() => "axe" in window))) await page.addScriptTag({ path: AXE_SOURCE });
  await root.waitFor();
  return root.evaluate(async (element) => {
    const axe = (window as AxeWindow).axe;
    if (!axe) throw new Error("axe-core did not load");
    const { violations } = await axe.run(element, { resultTypes: ["violations"] });
    return violations
      .filter((v) => v.impact === "critical" || v.impact === "serious" || v.impact === "moderate")
      .map((v) => ({ rule: v.id, impact: v.impact ?? "", nodes: v.nodes.map((n) => n.target.join(" ")) }));
  });
}
