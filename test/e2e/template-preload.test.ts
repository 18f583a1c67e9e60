// Issue 16: the boot preloads the templates of the ACTIVE ruleset only (the others are never rendered
// until a reload switches the ruleset), its cards and the attack card included, so that the first card
// renders from a preloaded template instead of fetching it mid-fight.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { startTempo, type Sandbox } from "./harness";

/** The Handlebars templates the page fetched, as paths under the system. */
async function fetchedTemplates(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    performance
      .getEntriesByType("resource")
      .map((e) => new URL(e.name).pathname)
      .filter((p) => p.endsWith(".hbs"))
      .map((p) => p.replace(/^\/systems\/tempo\//, "")),
  );
}

describe("templates preloaded per active ruleset", () => {
  let sb: Sandbox;
  let gm: Page;

  beforeAll(async () => {
    sb = await startTempo();
    gm = await sb.open("gm");
  });
  afterAll(async () => {
    await sb?.close();
  });

  it("fetches the active ruleset's templates and cards, and of the others only their tracker parts and card details", async () => {
    const active = await gm.evaluate(() =>
      (window as unknown as { game: { settings: { get(a: string, b: string): string } } }).game.settings.get(
        "tempo",
        "ruleset",
      ),
    );
    expect(active).toBe("time-count");
    const fetched = await fetchedTemplates(gm);
    expect(fetched).toContain("templates/chat/attack-card.hbs");
    expect(fetched).toContain("templates/time-count/heal-card.hbs");
    // a combat keeps the ruleset it began under (its tracker parts), and a card posted before a switch
    // is rendered again when applied (the generic card's details partial)
    const others = fetched.filter((p) =>
      /^templates\/(segments|combat-roll|three-action|die-step)\//.test(p),
    );
    expect(others.sort()).toEqual([
      "templates/combat-roll/tracker-row.hbs",
      "templates/combat-roll/tracker-setup.hbs",
      "templates/die-step/tracker-row.hbs",
      "templates/segments/card-details.hbs",
      "templates/segments/tracker.hbs",
      "templates/three-action/tracker-row.hbs",
    ]);
    // each template fetched once: a card rendered later reads the preloaded one
    expect(fetched.filter((p, i) => fetched.indexOf(p) !== i)).toEqual([]);
  });

  it("renders the first attack card from the preloaded template (no fetch)", async () => {
    const before = (await fetchedTemplates(gm)).length;
    const html = await gm.evaluate(async () => {
      const f = (
        window as unknown as {
          foundry: {
            applications: { handlebars: { renderTemplate(p: string, d: object): Promise<string> } };
          };
        }
      ).foundry;
      return f.applications.handlebars.renderTemplate("systems/tempo/templates/chat/attack-card.hbs", {});
    });
    expect(html.length).toBeGreaterThan(0);
    expect((await fetchedTemplates(gm)).length).toBe(before);
  });
});
