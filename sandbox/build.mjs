// Bundles the sandbox runtime (browser) and the world server (node) into sandbox/.build/.
import { build } from "esbuild";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));

export async function buildSandbox() {
  const outdir = join(here, ".build");
  await Promise.all([
    build({
      entryPoints: [join(here, "src/client/main.ts")],
      outfile: join(outdir, "runtime.js"),
      bundle: true,
      format: "esm",
      platform: "browser",
      target: "es2022",
      sourcemap: true,
      logLevel: "warning",
    }),
    build({
      entryPoints: [join(here, "src/server/http.ts")],
      outfile: join(outdir, "server.mjs"),
      bundle: true,
      format: "esm",
      platform: "node",
      target: "node20",
      packages: "external",
      logLevel: "warning",
    }),
  ]);
  return outdir;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const started = performance.now();
  await buildSandbox();
  console.log(`built sandbox/.build in ${Math.round(performance.now() - started)} ms`);
}
