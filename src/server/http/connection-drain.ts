import type { Server } from "node:http";
import type { Socket } from "node:net";

/** How long a kept-alive connection must have been idle before shutdown closes it. */
export const IDLE_GRACE_MS = 1_000;

/**
 * Shutdown without resetting kept-alive connections. Node's `server.close()` (and Fastify's) closes
 * every idle connection at once, but "idle" includes a connection whose client has just sent its next
 * request that has not arrived yet: that request is then reset. Instead, once shutdown begins:
 * - every answer says `Connection: close` (Fastify does that for requests after `close()` began), so a
 *   busy connection ends right after a complete answer;
 * - a connection is closed for being idle only once no request has been in hand on it for
 *   `IDLE_GRACE_MS`, so a request already on its way is answered, not reset.
 * Call at start-up (it must see connections from their first request); `beginShutdown()` on SIGTERM.
 */
export function drainConnectionsGracefully(server: Server, graceMs = IDLE_GRACE_MS) {
  const busy = new Map<Socket, number>();
  const idleSince = new Map<Socket, number>();
  server.on("connection", (socket: Socket) => {
    idleSince.set(socket, Date.now());
    socket.once("close", () => {
      busy.delete(socket);
      idleSince.delete(socket);
    });
  });
  server.on("request", (request, response) => {
    const socket = request.socket;
    busy.set(socket, (busy.get(socket) ?? 0) + 1);
    response.once("close", () => {
      const left = (busy.get(socket) ?? 1) - 1;
      if (left > 0) busy.set(socket, left);
      else busy.delete(socket);
      idleSince.set(socket, Date.now());
    });
  });

  const closeIdle = () => {
    const now = Date.now();
    for (const [socket, since] of idleSince) {
      if (!busy.has(socket) && now - since >= graceMs) socket.destroy();
    }
  };

  return {
    /** From now on idle connections are closed only after the grace (also when `close()` asks). */
    beginShutdown(): () => void {
      server.closeIdleConnections = closeIdle;
      const timer = setInterval(closeIdle, Math.max(10, Math.floor(graceMs / 10)));
      return () => clearInterval(timer);
    },
  };
}
