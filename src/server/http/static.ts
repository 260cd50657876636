import { existsSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import { fromRoot } from "../lib/project-root";

export const clientDir = fromRoot("dist/client");

/**
 * Serves the built React client: hashed assets cached for a year, index.html never cached, and every
 * other GET outside /api answered with index.html so the client router can take over.
 */
export async function registerClient(app: FastifyInstance): Promise<void> {
  const hasClient = existsSync(path.join(clientDir, "index.html"));
  if (hasClient) {
    await app.register(fastifyStatic, {
      root: clientDir,
      preCompressed: true,
      index: false,
      setHeaders(res, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header("cache-control", immutable ? "public, max-age=31536000, immutable" : "no-cache");
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split("?")[0] ?? "/";
    const isApi = pathname.startsWith("/api/") || pathname === "/api";
    if (hasClient && !isApi && (request.method === "GET" || request.method === "HEAD")) {
      return reply.header("cache-control", "no-cache").sendFile("index.html");
    }
    return reply.status(404).send({ message: `No such endpoint: ${request.method} ${pathname}` });
  });
}
