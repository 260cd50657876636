/**
 * zod compiles its object parsers with `new Function` where the page's Content Security Policy allows it,
 * and probes that once when its first schema is built; under our policy (no 'unsafe-eval') the probe is
 * reported as a CSP violation, in the console and in Lighthouse's best practices. With `jitless` there is
 * no probe and schemas parse the plain way. zod keeps its global configuration on
 * `globalThis.__zod_globalConfig` (shared by every copy of zod), so the first page sets it without
 * bringing zod itself, which only comes with the forms' validation (importing `config` would add 3.6 kB).
 */
export function zodWithoutEval(): void {
  const global = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
  global.__zod_globalConfig ??= {};
  global.__zod_globalConfig.jitless = true;
}
