/* global game, Actor, Combat, ui */
// Median render times in Chromium, in the sandbox: a character sheet, and the combat tracker with
// 50 combatants. Usage: node bench/browser/render.mjs [--system dist] [--runs 30] [--json]
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

await buildSandbox();
const { startServer } = await import(pathToFileURL(join(root, "sandbox", ".build", "server.mjs")).href);
const server = await startServer({ port: 0, systemDir, sandboxDir: join(root, "sandbox") });
const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS });
try {
  const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
  await page.goto(`${server.url}?user=SandboxGMUser001`);
  await page.waitForFunction(() => window.__sandbox?.ready || window.__sandbox?.failed);
  const failed = await page.evaluate(() => window.__sandbox.failed);
  if (failed) throw new Error(`sandbox failed to boot: ${failed}`);

  const result = await page.evaluate(async (runs) => {
    const median = (xs) => {
      const s = [...xs].sort((a, b) => a - b);
      const m = Math.floor(s.length / 2);
      return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
    };
    const time = async (fn) => {
      const samples = [];
      for (let i = 0; i < runs; i++) {
        const t = performance.now();
        await fn();
        samples.push(performance.now() - t);
      }
      return { median: median(samples), min: Math.min(...samples), max: Math.max(...samples), runs };
    };
    const out = {};
    const actor = game.actors.find((a) => a.type === "character") ?? game.actors.contents[0];
    if (actor?.sheet) {
      await actor.sheet.render({ force: true });
      out.characterSheet = { actor: actor.name, ...(await time(() => actor.sheet.render({ force: true }))) };
    }
    const base = game.actors.contents;
    if (base.length > 0) {
      const copies = Array.from({ length: 50 }, (_, i) => {
        const src = base[i % base.length].toObject();
        delete src._id;
        return { ...src, name: `${src.name} ${i + 1}` };
      });
      const actors = await Actor.create(copies);
      const combat = await Combat.create({ active: true });
      for (const c of game.combats.contents) if (c !== combat && c.active) await c.update({ active: false });
      await combat.createEmbeddedDocuments(
        "Combatant",
        actors.map((a) => ({ actorId: a.id })),
      );
      await ui.combat.render({ force: true });
      out.combatTracker50 = {
        combatants: combat.combatants.size,
        ...(await time(() => ui.combat.render({ force: true }))),
      };
    }
    return out;
  }, runs);

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
