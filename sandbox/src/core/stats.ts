// Sandbox instrumentation: every document write batch and every application render, with a reset.

export interface WriteRecord {
  action: "create" | "update" | "delete";
  documentName: string;
  ids: string[];
  parent: string | null;
  /**
   * False while the batch travels to the world; true once the server answered and this client's
   * documents hold the result (a test that reads them after the write waits for this).
   */
  landed: boolean;
}

export interface RenderRecord {
  app: string;
  id: string;
  ms: number;
}

export class SandboxStats {
  writes: WriteRecord[] = [];
  renders: RenderRecord[] = [];

  get writeCount(): number {
    return this.writes.length;
  }

  get renderCount(): number {
    return this.renders.length;
  }

  reset(): void {
    this.writes = [];
    this.renders = [];
  }
}

export const stats = new SandboxStats();
