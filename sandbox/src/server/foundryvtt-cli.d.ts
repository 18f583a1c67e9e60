// The part of @foundryvtt/foundryvtt-cli the sandbox server calls (the package ships no types).
declare module "@foundryvtt/foundryvtt-cli" {
  export interface PackOptions {
    nedb?: boolean;
    yaml?: boolean;
    log?: boolean;
    transformEntry?: (
      entry: Record<string, unknown>,
      context?: Record<string, unknown>,
    ) => Promise<false | void> | false | void;
  }
  export function extractPack(src: string, dest: string, options?: PackOptions): Promise<void>;
  export function compilePack(src: string, dest: string, options?: PackOptions): Promise<void>;
}
