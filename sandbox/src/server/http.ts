// The sandbox's HTTP server (127.0.0.1 only): the page, the runtime, the system folder under
// /systems/<id>/, and the world API (snapshot, write batches, Server-Sent Events, socket relay).
import { createReadStream, existsSync, readFileSync, statSync } from "node:fs";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { createRequire } from "node:module";
import { dirname, extname, join, normalize, resolve, sep } from "node:path";
import type { ModifyRequest, ServerEvent } from "../core/protocol";
import { isGM } from "../core/permissions";
import type { AnyObject } from "../core/utils";
import { loadPacks, type SystemManifest } from "./packs";
import { World, WorldError } from "./world";

export interface ServerOptions {
  port?: number;
  systemDir: string;
  /** the sandbox folder (holding .build/ and static/) */
  sandboxDir: string;
  /** false: the world starts with no Combat; the GM creates the encounter from the tracker */
  sampleCombat?: boolean;
  /**
   * The ruleset the world has chosen already (its world setting `<system id>.ruleset`), as a world whose
   * GM chose it before: the GM's first visit seeds that ruleset's sample encounter, with no switch (and
   * reload) first.
   */
  ruleset?: string;
  /** a new world: no actor and no sample, the GM imports them (seed.ts `newWorld`) */
  newWorld?: boolean;
}

export interface RunningServer {
  url: string;
  port: number;
  world: World;
  close(): Promise<void>;
}

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".hbs": "text/plain; charset=utf-8",
  ".html5": "text/html; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".webp": "image/webp",
  ".map": "application/json",
  ".woff2": "font/woff2",
  ".ttf": "font/ttf",
};

/** Font Awesome's free set (css/ and webfonts/), as Foundry serves its own copy under /fonts/fontawesome/. */
const FONT_AWESOME = dirname(
  createRequire(import.meta.url).resolve("@fortawesome/fontawesome-free/package.json"),
);

const PLACEHOLDER_ICON =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="4" fill="#555"/><circle cx="16" cy="12" r="6" fill="#bbb"/><rect x="7" y="20" width="18" height="9" rx="4" fill="#bbb"/></svg>';

export async function startServer(options: ServerOptions): Promise<RunningServer> {
  const systemDir = resolve(options.systemDir);
  const manifestPath = join(systemDir, "system.json");
  if (!existsSync(manifestPath))
    throw new Error(`No system.json in ${systemDir}: build the system first (npm run build)`);
  const manifest = JSON.parse(readFileSync(manifestPath, "utf8")) as SystemManifest;
  const world = new World({
    ...(await loadPacks(systemDir, manifest)),
    sampleCombat: options.sampleCombat,
    newWorld: options.newWorld,
  });
  if (options.ruleset) world.state.settings[`${manifest.id}.ruleset`] = options.ruleset;
  const sandboxDir = resolve(options.sandboxDir);
  const streams = new Set<ServerResponse>();

  const server = createServer((req, res) => {
    handle(req, res).catch((err: unknown) => {
      const status = err instanceof WorldError ? err.status : 500;
      if (!res.headersSent) res.writeHead(status, { "content-type": "application/json" });
      res.end(JSON.stringify({ error: err instanceof Error ? err.message : String(err) }));
    });
  });

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    const path = decodeURIComponent(url.pathname);
    if (req.method === "GET" && path === "/") return sendFile(res, join(sandboxDir, "static", "index.html"));
    if (req.method === "GET" && path === "/api/world") return json(res, world.snapshot());
    if (req.method === "GET" && path === "/api/events") return events(req, res, url);
    if (req.method === "POST" && path.startsWith("/api/"))
      return json(res, post(path.slice(5), await body(req)));
    if (req.method === "GET" && path.startsWith(`/systems/${manifest.id}/`)) {
      return sendStatic(res, systemDir, path.slice(`/systems/${manifest.id}/`.length));
    }
    if (req.method === "GET" && path.startsWith("/sandbox/")) {
      const rel = path.slice("/sandbox/".length);
      const built = safeJoin(join(sandboxDir, ".build"), rel);
      return sendStatic(
        res,
        built && existsSync(built) ? join(sandboxDir, ".build") : join(sandboxDir, "static"),
        rel,
      );
    }
    if (req.method === "GET" && path.startsWith("/fonts/fontawesome/")) {
      // Foundry ships Font Awesome (free and pro icons) and its pages load it: the stand-in serves the
      // free set, so the `fa-solid` icons Tempo puts on its buttons show in the sandbox too.
      return sendStatic(res, FONT_AWESOME, path.slice("/fonts/fontawesome/".length));
    }
    if (req.method === "GET" && path.startsWith("/icons/")) {
      // Foundry's core icons are not part of the system: a neutral placeholder stands in for them.
      res.writeHead(200, { "content-type": "image/svg+xml", "cache-control": "max-age=3600" });
      return void res.end(PLACEHOLDER_ICON);
    }
    res.writeHead(404).end("not found");
  }

  function post(route: string, data: AnyObject): unknown {
    const userId = String(data.userId ?? "");
    const clientId = String(data.clientId ?? "");
    switch (route) {
      case "modify":
        return world.modify(data as unknown as ModifyRequest);
      case "socket":
        world.socket(clientId, String(data.channel), data.payload);
        return { ok: true };
      case "setting":
        world.setSetting(userId, clientId, String(data.key), data.value);
        return { ok: true };
      case "time":
        return { worldTime: world.advanceTime(userId, clientId, Number(data.delta)) };
      case "reset": {
        if (!isGM(world.user(userId))) throw new WorldError(403, "Only a GM may reset the world");
        world.reset(typeof data.ruleset === "string" ? data.ruleset : null, world.state.settings, clientId);
        return { ok: true };
      }
      default:
        throw new WorldError(404, `No API route ${route}`);
    }
  }

  function events(req: IncomingMessage, res: ServerResponse, url: URL): void {
    const clientId = url.searchParams.get("client") ?? "";
    const userId = url.searchParams.get("user") ?? "";
    res.writeHead(200, {
      "content-type": "text/event-stream",
      "cache-control": "no-cache",
      connection: "keep-alive",
    });
    res.write(": connected\n\n");
    streams.add(res);
    const send = (event: ServerEvent): void => void res.write(`data: ${JSON.stringify(event)}\n\n`);
    const disconnect = world.connect(clientId, userId, send);
    const keepAlive = setInterval(() => res.write(": keep-alive\n\n"), 15_000);
    req.on("close", () => {
      clearInterval(keepAlive);
      streams.delete(res);
      disconnect();
    });
  }

  await new Promise<void>((done) => server.listen(options.port ?? 30013, "127.0.0.1", done));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}/`,
    port,
    world,
    close: () =>
      new Promise<void>((done) => {
        for (const res of streams) res.end();
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}

function json(res: ServerResponse, data: unknown): void {
  res.writeHead(200, { "content-type": "application/json; charset=utf-8", "cache-control": "no-store" });
  res.end(JSON.stringify(data));
}

async function body(req: IncomingMessage): Promise<AnyObject> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > 8 * 1024 * 1024) throw new WorldError(413, "Request body too large");
    chunks.push(chunk as Buffer);
  }
  const text = Buffer.concat(chunks).toString("utf8");
  try {
    return (text ? JSON.parse(text) : {}) as AnyObject;
  } catch {
    throw new WorldError(400, "The request body is not JSON");
  }
}

function safeJoin(root: string, rel: string): string | null {
  const full = normalize(join(root, rel));
  return full === root || full.startsWith(root + sep) ? full : null;
}

function sendStatic(res: ServerResponse, root: string, rel: string): void {
  const full = safeJoin(resolve(root), rel);
  if (!full) return void res.writeHead(403).end("forbidden");
  sendFile(res, full);
}

function sendFile(res: ServerResponse, file: string): void {
  if (!existsSync(file) || !statSync(file).isFile()) return void res.writeHead(404).end("not found");
  res.writeHead(200, {
    "content-type": TYPES[extname(file)] ?? "application/octet-stream",
    "cache-control": "no-cache",
  });
  createReadStream(file).pipe(res);
}
