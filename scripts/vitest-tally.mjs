// A Vitest reporter (its public API: onTestRunEnd) that writes every test's project, state and duration to
// the file named by TEST_TALLY_FILE, for the summary of `npm test` (scripts/test.mjs) and for finding the
// slowest tests. Vitest's own JSON report does not say which project (database) a test ran in.
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";

export default class TallyReporter {
  onInit(vitest) {
    this.root = vitest.config.root;
  }

  onTestRunEnd(testModules) {
    const file = process.env.TEST_TALLY_FILE;
    if (!file) return;
    const tests = [];
    const modules = [];
    for (const module of testModules) {
      const project = module.project.name;
      const moduleFile = path.relative(this.root, module.moduleId);
      modules.push({ project, file: moduleFile, ms: Math.round(module.diagnostic().duration) });
      for (const test of module.children.allTests()) {
        const result = test.result();
        tests.push({
          project,
          file: moduleFile,
          name: test.fullName,
          state: result.state,
          ms: Math.round(test.diagnostic()?.duration ?? 0),
        });
      }
    }
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, JSON.stringify({ modules, tests }));
  }
}
