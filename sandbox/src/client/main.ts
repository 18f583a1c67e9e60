// The sandbox runtime's entry point in the page.
import { boot } from "./boot";
import { setStatus } from "./page";

boot().catch((err: unknown) => {
  console.error(err);
  const message = err instanceof Error ? err.message : String(err);
  setStatus(`The sandbox failed to start: ${message}`, "error");
  Object.assign(window, {
    __sandbox: { ...((window as unknown as { __sandbox?: object }).__sandbox ?? {}), failed: message },
  });
});
