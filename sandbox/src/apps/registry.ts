// Where applications mount, the live instances, and the page's localize / error hooks.
export interface MountableApp {
  id: string;
  constructor: { name: string };
}

export const appRegistry = {
  instances: new Map<string, unknown>(),
  /** Where a newly rendered application's element goes; the page replaces this. */
  mount: (_app: MountableApp, el: HTMLElement): void => void document.body.append(el),
  localize: (key: string): string => key,
  /** The page's colour scheme (`?theme=dark`, else light): the body's and every window's theme class. */
  theme: "light" as "light" | "dark",
  notifyError: (message: string): void => console.error(message),
  /** ui.notifications.warn, as Foundry shows an application's refusal to render (`_canRender` threw). */
  notifyWarn: (message: string): void => console.warn(message),
};
