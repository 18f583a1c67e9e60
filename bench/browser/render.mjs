/* global game, Actor, Combat, Hooks, ui */
// Median render times in Chromium, in the sandbox: a character sheet (forced, and after an item
// update: end to end, and the sheet's own render and layout), initiative for 50 and 200 combatants
// click to rows, the tracker, and boot-to-ready. Usage: node bench/browser/render.mjs [--system dist]
// [--runs 30] [--json]
import { dirname, join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { chromium } from "playwright-core";
import { CHROMIUM, CHROMIUM_ARGS } from "../../tools/chromium.mjs";
import { buildSandbox } from "../../sandbox/build.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
const option = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : fallback;
};
const systemDir = resolve(root, option("system", "dist"));
const runs = Number(option("runs", "30"));
const asJSON = process.argv.includes("--json");
const sizes = option("sizes", "50,200").split(",").filter(Boolean).map(Number);

await buildSandbox();
const { startServer } = await import(pathToFileURL(join(root, "sandbox", ".build", "server.mjs")).href);
const server = await startServer({ port: 0, systemDir, sandboxDir: join(root, "sandbox") });
const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS });
try {
  const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
  // Boot-to-ready of the stand-in: navigation start to the sandbox's `ready` (init, setup, ready
  // hooks and the first renders of the sidebar and tracker), as the page's own clock reads it.
  await page.goto(`${server.url}?user=SandboxGMUser001`);
  await page.waitForFunction(() => window.__sandbox?.ready || window.__sandbox?.failed);
  const failed = await page.evaluate(() => window.__sandbox.failed);
  if (failed) throw new Error(`sandbox failed to boot: ${failed}`);
  const bootToReady = await page.evaluate(() => performance.now());

  const result = await page.evaluate(
    async ({ runs, sizes }) => {
      const median = (xs) => {
        const s = [...xs].sort((a, b) => a - b);
        const m = Math.floor(s.length / 2);
        return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
      };
      const summary = (samples) => ({
        median: median(samples),
        min: Math.min(...samples),
        max: Math.max(...samples),
        runs: samples.length,
      });
      const time = async (fn, n = runs) => {
        const samples = [];
        for (let i = 0; i < n; i++) {
          const t = performance.now();
          const own = await fn(i);
          samples.push(typeof own === "number" ? own : performance.now() - t);
        }
        return summary(samples);
      };
      const out = {};
      const actor = game.actors.find((a) => a.type === "character") ?? game.actors.contents[0];
      if (actor?.sheet) {
        await actor.sheet.render({ force: true });
        out.characterSheet = {
          actor: actor.name,
          ...(await time(() => actor.sheet.render({ force: true }))),
        };
        // An item update as the table makes it: the sheet re-renders by itself (document sync); the
        // time runs from the update to the end of the sheet's render.
        const item = actor.items.contents[0];
        if (item) {
          out.sheetAfterItemUpdate = {
            actor: actor.name,
            ...(await time(async (i) => {
              // the sandbox records each finished render (app, id, ms); wait for the sheet's
              const renders = window.__sandbox.stats.renders;
              const from = renders.length;
              await item.update({ name: `${item.name.replace(/ #\d+$/, "")} #${i}` });
              for (let w = 0; w < 200 && !renders.slice(from).some((r) => r.id === actor.sheet.id); w++)
                await new Promise((r) => setTimeout(r, 1));
            })),
          };
          // The sheet's own work for the same update, the round trip to the stand-in's server left out:
          // its render (the stand-in's record) with the style and layout the new DOM needs, flushed in the
          // render hook so that they count here rather than in the next frame.
          const flush = Hooks.on("renderActorSheetV2", (app) => void app.element?.offsetHeight);
          out.sheetRenderAfterItemUpdate = {
            actor: actor.name,
            ...(await time(async (i) => {
              const renders = window.__sandbox.stats.renders;
              const from = renders.length;
              await item.update({ name: `${item.name.replace(/ #\d+$/, "")} #${runs + i}` });
              let own;
              for (let w = 0; w < 200 && !own; w++) {
                own = renders.slice(from).find((r) => r.id === actor.sheet.id);
                if (!own) await new Promise((r) => setTimeout(r, 1));
              }
              return own?.ms ?? NaN;
            })),
          };
          Hooks.off("renderActorSheetV2", flush);
        }
        await actor.sheet.close();
      }
      const base = game.actors.contents;
      // Initiative, click to rows: Roll All (what the tracker's button calls) until the tracker has
      // drawn every change (awaiting a render queued behind all the renders the batch caused).
      for (const size of sizes) {
        if (base.length === 0) break;
        const copies = Array.from({ length: size }, (_, i) => {
          const src = base[i % base.length].toObject();
          delete src._id;
          return { ...src, name: `${src.name} ${i + 1}` };
        });
        const actors = await Actor.create(copies);
        const combat = await Combat.create({ active: true });
        for (const c of game.combats.contents)
          if (c !== combat && c.active) await c.update({ active: false });
        await combat.createEmbeddedDocuments(
          "Combatant",
          actors.map((a) => ({ actorId: a.id })),
        );
        await ui.combat.render({ force: true });
        const rolls = Math.max(3, Math.min(runs, size > 100 ? 5 : 10));
        out[`initiativeClickToRows${size}`] = {
          combatants: combat.combatants.size,
          ...(await time(async () => {
            await combat.resetAll();
            await ui.combat.render();
            const t = performance.now();
            await combat.rollAll();
            await ui.combat.render();
            return performance.now() - t;
          }, rolls)),
        };
        out[`combatTracker${size}`] = {
          combatants: combat.combatants.size,
          ...(await time(() => ui.combat.render({ force: true }))),
        };
        await combat.delete();
        await Actor.deleteDocuments(actors.map((a) => a.id));
      }
      return out;
    },
    { runs, sizes },
  );
  result.bootToReady = { median: bootToReady, min: bootToReady, max: bootToReady, runs: 1 };

  if (asJSON) console.log(JSON.stringify(result));
  else {
    for (const [name, r] of Object.entries(result)) {
      console.log(
        `${name}: median ${r.median.toFixed(2)} ms (min ${r.min.toFixed(2)}, max ${r.max.toFixed(2)}, ${r.runs} runs)`,
      );
    }
    if (Object.keys(result).length === 0) console.log("no actors in the sample world: nothing to measure");
  }
} finally {
  await browser.close();
  await server.close();
}
