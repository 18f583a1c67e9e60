// The option and render types of ApplicationV2, and small helpers it uses.
import type { ApplicationV2 } from "./application";
import type { FormDataExtended } from "./form";
import { appRegistry } from "./registry";

export type ActionHandler = (this: ApplicationV2, event: PointerEvent, target: HTMLElement) => unknown;
export type FormHandler = (
  this: ApplicationV2,
  event: SubmitEvent | Event,
  form: HTMLFormElement,
  formData: FormDataExtended,
) => unknown;

export interface ApplicationOptions {
  id: string;
  classes: string[];
  tag: string;
  window: {
    title: string;
    icon?: string | false;
    resizable?: boolean;
    frame?: boolean;
    positioned?: boolean;
    controls?: unknown[];
  };
  position: { width?: number | "auto"; height?: number | "auto"; top?: number; left?: number };
  actions: Record<string, ActionHandler | { handler: ActionHandler; buttons?: number[] }>;
  form?: { handler?: FormHandler; submitOnChange?: boolean; closeOnSubmit?: boolean };
  [option: string]: unknown;
}

export interface RenderOptions {
  force?: boolean;
  isFirstRender?: boolean;
  parts?: string[];
  [option: string]: unknown;
}

/** A class and its ancestors, the class itself first. */
export function classChain(start: unknown): { name: string }[] {
  const chain: { name: string }[] = [];
  for (let cls = start; cls && cls !== Function.prototype; cls = Object.getPrototypeOf(cls)) {
    chain.push(cls as { name: string });
  }
  return chain;
}

export function chainOf(app: ApplicationV2): { name: string }[] {
  return classChain(app.constructor);
}

export function localize(key: string): string {
  return appRegistry.localize(key);
}

export function reportError(err: unknown): void {
  console.error(err);
  appRegistry.notifyError(err instanceof Error ? err.message : String(err));
}
