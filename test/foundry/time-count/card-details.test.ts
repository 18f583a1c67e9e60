// Issue 30: a card listing two impairments printed "BludgeoningBludgeoning" (the names side by side with
// nothing between them). The card's lists are rendered here with the real `handlebars` package and the
// stand-in's helpers, as in Chromium.
import { readFileSync } from "node:fs";
import Handlebars from "handlebars";
import { describe, expect, it } from "vitest";
import { registerHelpers } from "../../../sandbox/src/apps/helpers";

const hbs = Handlebars.create();
registerHelpers(hbs, (key) => key);
const template = hbs.compile(readFileSync("templates/time-count/card-details.hbs", "utf8"));
const text = (card: object) =>
  template({ card })
    .replace(/<[^>]+>/g, "")
    // the stand-in's localize gives the key when no translation is loaded: keep its last part
    .replace(/TEMPO\.[A-Za-z.]*\./g, "")
    .replace(/\s+/g, " ");

describe("Time Count card details: lists read as lists", () => {
  it("separates the impairments of simultaneous hits, and the conditions due", () => {
    const impaired = text({
      hit: true,
      applied: true,
      details: { impairments: ["bludgeoning", "bludgeoning"] },
    });
    expect(impaired).toContain("bludgeoning, bludgeoning");
    const due = text({ hit: true, applied: false, details: { conditions: ["prone", "immobile"] } });
    expect(due).toContain("prone, immobile");
  });
});
