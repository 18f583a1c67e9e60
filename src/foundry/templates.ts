/**
 * Loading Handlebars partials. Foundry calls hook handlers without awaiting them, so `init` cannot
 * hold the boot until `loadTemplates` is done. Two documented ways cover every render instead:
 * an application part lists the partials it needs in `PARTS[].templates` (Foundry loads them
 * before the part's first render), and code that renders a template with partials through
 * `renderTemplate` first awaits `partialsLoaded()`, the promise `init` started.
 */
let loading: Promise<unknown> = Promise.resolve();

/**
 * Starts loading `paths` as partials (named by their path); called once at `init`. Each path once: a
 * path listed twice can be fetched twice (both requests start before the template cache holds it).
 */
export function preloadPartials(paths: readonly string[]): Promise<unknown> {
  loading = foundry.applications.handlebars.loadTemplates([...new Set(paths)]);
  return loading;
}

/** Resolves once the partials `init` asked for are registered. */
export function partialsLoaded(): Promise<unknown> {
  return loading;
}
