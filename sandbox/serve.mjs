// `npm run sandbox`: builds the sandbox runtime and serves the sandbox page, the system folder
// (dist/ by default, or --system <dir>) and the world server on 127.0.0.1. --ruleset <id> starts the
// world in that ruleset; --no-combat starts it with no Combat.
import { dirname, join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { buildSandbox } from "./build.mjs";

const here = dirname(fileURLToPath(import.meta.url));

function option(name) {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

const port = Number(option("port") ?? process.env.PORT ?? 30013);
const systemDir = resolve(option("system") ?? join(here, "..", "dist"));

await buildSandbox();
const { startServer } = await import(pathToFileURL(join(here, ".build", "server.mjs")).href);
let server;
try {
  // --no-combat: the world starts with no Combat, as a real world does (create it from the tracker)
  const sampleCombat = !process.argv.includes("--no-combat");
  // --ruleset <id>: the world starts in that ruleset (the GM's first visit seeds its sample encounter)
  server = await startServer({ port, systemDir, sandboxDir: here, sampleCombat, ruleset: option("ruleset") });
} catch (err) {
  console.error(`sandbox: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
}
console.log(`Tempo sandbox (system: ${systemDir}) at ${server.url}`);
console.log(
  `  as the GM: ${server.url}?user=SandboxGMUser001   as the player: ${server.url}?user=SandboxPlayer001`,
);
if (server.world.seed.packProblem)
  console.log(`  note: no sample encounter: ${server.world.seed.packProblem}`);

const stop = async () => {
  await server.close();
  process.exit(0);
};
process.once("SIGINT", stop);
process.once("SIGTERM", stop);
