// Development: the API with reload (tsx watch) and Vite's dev server, which proxies /api to it.
import { spawn } from "node:child_process";

const children = [
  spawn("npx", ["tsx", "watch", "src/server/index.ts"], {
    stdio: "inherit",
    env: { ...process.env, PORT: process.env.PORT ?? "5000" },
  }),
  spawn("npx", ["vite"], { stdio: "inherit" }),
];
const stop = () => {
  for (const child of children) child.kill("SIGTERM");
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
for (const child of children) child.on("exit", (code) => code && stop());
