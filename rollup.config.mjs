import { nodeResolve } from "@rollup/plugin-node-resolve";
import esbuild from "rollup-plugin-esbuild";

/** One ES module for Foundry: dist/tempo.mjs with its source map. */
export default {
  input: "src/tempo.ts",
  output: {
    file: "dist/tempo.mjs",
    format: "es",
    sourcemap: true,
  },
  plugins: [
    nodeResolve({ extensions: [".ts", ".mjs", ".js"] }),
    esbuild({ target: "es2022", tsconfig: "tsconfig.json" }),
  ],
};
