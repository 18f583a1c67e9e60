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
  notifyError: (message: string): void => console.error(message),
};
