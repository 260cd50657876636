import type { ServerResponse } from "node:http";

/**
 * Broken answers the local Airtable server can give after it carried a request out (so a write has
 * happened even though the client never learns it): a body cut off mid-way (the connection drops after
 * half of the promised bytes), or a 200 whose body is not the JSON Airtable documents.
 */
export type AnswerFault = { kind: "cut" } | { kind: "raw"; body: string };

/**
 * Which requests a fault is for: a method, a table (the last part of the path), and/or text the request's
 * decoded address contains (a critic's name in its formula), so that a request still on its way from an
 * earlier call, or a parallel read of another table about the same critic, cannot take it.
 */
export type FaultTarget = string | { method?: string; table?: string; about?: string };

/** Queued faults, each spent by one request (of the given target, when one is named). */
export class FaultQueue {
  private readonly queue: { fault: AnswerFault; method?: string; table?: string; about?: string }[] = [];

  add(count: number, fault: AnswerFault, target: FaultTarget = {}): void {
    const wanted = typeof target === "string" ? { method: target } : target;
    for (let i = 0; i < count; i++) this.queue.push({ fault, ...wanted });
  }

  take(method: string, url: URL): AnswerFault | undefined {
    const address = decodeURIComponent(url.search.replaceAll("+", " "));
    const table = decodeURIComponent(url.pathname.split("/").at(-1) ?? "");
    const index = this.queue.findIndex(
      (q) =>
        (q.method === undefined || q.method === method) &&
        (q.table === undefined || q.table === table) &&
        (q.about === undefined || address.includes(q.about)),
    );
    return index < 0 ? undefined : this.queue.splice(index, 1)[0]!.fault;
  }
}

/** Sends the answer as the fault says (or whole, without one). */
export function writeAnswer(res: ServerResponse, status: number, body: unknown, fault?: AnswerFault): void {
  if (fault?.kind === "raw") {
    res.writeHead(200, { "content-type": "application/json" });
    res.end(fault.body);
    return;
  }
  const text = Buffer.from(JSON.stringify(body));
  res.writeHead(status, { "content-type": "application/json", "content-length": String(text.length) });
  if (fault?.kind !== "cut") {
    res.end(text);
    return;
  }
  // Half the promised bytes, then the connection is gone: the client's body read fails part-way.
  res.write(text.subarray(0, Math.max(1, Math.floor(text.length / 2))), () => res.destroy());
}
