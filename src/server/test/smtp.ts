import { type ParsedMail, simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
  /** Every header as it arrived, names in lower case (the last value of a repeated one). */
  headers: Record<string, string>;
}

export interface SmtpFaults {
  /** The first this many connections never get a greeting. */
  hangGreetings?: number;
  /** The next this many sessions hang after MAIL FROM (the e-mail is never taken). */
  hangMailFrom?: number;
  /** Every e-mail is taken only after this long (a slow server). */
  dataDelayMs?: number;
}

/** A real SMTP server on a free port that keeps what it receives; it can be slow or hang (faults). */
export async function startSmtpServer(faults: SmtpFaults = {}): Promise<{
  url: string;
  messages: ReceivedMail[];
  waitFor(predicate: (m: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}> {
  const messages: ReceivedMail[] = [];
  let greetingsToHang = faults.hangGreetings ?? 0;
  let mailFromToHang = faults.hangMailFrom ?? 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onConnect(_session, callback) {
      if (greetingsToHang > 0) greetingsToHang--;
      else callback();
    },
    onMailFrom(_address, _session, callback) {
      if (mailFromToHang > 0) mailFromToHang--;
      else callback();
    },
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then(async (mail: ParsedMail) => {
          if (faults.dataDelayMs) await new Promise((r) => setTimeout(r, faults.dataDelayMs));
          const to = [mail.to].flat().flatMap((a) => a?.value.map((v) => v.address ?? "") ?? []);
          messages.push({
            to,
            subject: mail.subject ?? "",
            text: mail.text ?? "",
            html: typeof mail.html === "string" ? mail.html : "",
            headers: Object.fromEntries(
              mail.headerLines.map((h) => [
                h.key,
                h.line
                  .slice(h.line.indexOf(":") + 1)
                  .replace(/\r?\n[ \t]+/g, " ")
                  .trim(),
              ]),
            ),
          });
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.server.address() as { port: number }).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    async waitFor(predicate, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = messages.find(predicate);
        if (found) return found;
        if (Date.now() > deadline)
          throw new Error(`no matching e-mail within ${timeoutMs} ms (got ${messages.length})`);
        await new Promise((r) => setTimeout(r, 25));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
