import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// Issue 51 item 7: the container, compose file and systemd unit say what the issue asks of them. No image
// can be built here; what the Dockerfile runs, scripts/release.mjs, is run and checked by
// tests/e2e/production-install.spec.ts (release folder, production dependencies only, a sign-in).
const root = path.resolve(import.meta.dirname, "..");
const read = (file: string) => readFileSync(path.join(root, file), "utf8");

describe("the Dockerfile", () => {
  const dockerfile = read("Dockerfile");
  const stages = dockerfile.split(/^FROM /m).slice(1);

  it("builds with the release script in one stage and runs only its folder, on Node 24 slim", () => {
    expect(stages).toHaveLength(2);
    for (const stage of stages) expect(stage).toMatch(/^node:24-[a-z]+-slim\b/);
    expect(stages[0]).toContain("RUN node scripts/release.mjs /release");
    expect(stages[1]).toContain("COPY --from=build --chown=root:root /release /app");
    expect(stages[1]).not.toMatch(/npm (ci|install)/);
  });

  it("runs as a non-root user, with its data in a volume, a health check and SIGTERM as its stop", () => {
    const run = stages[1]!;
    expect(run).toMatch(/^USER node$/m);
    expect(run).toMatch(/^ENV NODE_ENV=production/m);
    expect(run).toContain('VOLUME ["/data"]');
    expect(run).toMatch(/DATA_DIR=\/data/);
    expect(run).toMatch(/^HEALTHCHECK .*\n.*\/healthz/m);
    expect(run).toMatch(/^STOPSIGNAL SIGTERM$/m);
    // node is PID 1, so the signal reaches the server itself.
    expect(run).toMatch(/^CMD \["node", "--enable-source-maps", "dist\/server\/index.js"\]$/m);
  });
});

describe("compose.yaml", () => {
  const compose = read("compose.yaml");
  it("runs PostgreSQL 17 and two app instances behind one published port", () => {
    expect(compose).toMatch(/image: postgres:17\b/);
    expect(compose).toMatch(/^ {2}app1: \*app$/m);
    expect(compose).toMatch(/^ {2}app2: \*app$/m);
    expect(compose.match(/^ {4}ports:/gm)).toHaveLength(1);
    const nginx = read("deploy/nginx.conf");
    expect(nginx).toContain("server app1:5000");
    expect(nginx).toContain("server app2:5000");
  });
});

describe("the systemd unit", () => {
  const unit = read("deploy/critics-corner.service");
  it("runs node on the build with the usual hardening, writing only its data directory", () => {
    expect(unit).toMatch(/^DynamicUser=yes$/m);
    expect(unit).toMatch(/^ProtectSystem=strict$/m);
    expect(unit).toMatch(/^NoNewPrivileges=yes$/m);
    const dataDir = /DATA_DIR=(\S+)/.exec(unit)?.[1];
    expect(unit).toMatch(new RegExp(`^ReadWritePaths=${dataDir}$`, "m"));
    expect(unit).toMatch(/^ExecStart=\/usr\/bin\/node .*dist\/server\/index.js$/m);
    expect(unit).toMatch(/^KillSignal=SIGTERM$/m);
    expect(unit).toMatch(/^RestartPreventExitStatus=64 78$/m);
  });
});
