// A Vitest reporter that records how long each test file took, hooks and imports included (Vitest's
// JSON report times only the tests themselves), so `npm test` can name the slowest files.
// Usage: `--reporter=./scripts/file-times-reporter.mjs`; FILE_TIMES_OUTPUT names the JSON Lines file.
import fs from 'node:fs';
import path from 'node:path';

export default class FileTimesReporter {
  onInit(vitest) {
    this.root = vitest.config.root;
    this.output = process.env.FILE_TIMES_OUTPUT;
  }

  onTestModuleEnd(testModule) {
    if (!this.output) return;
    const timing = testModule.diagnostic();
    const ms =
      timing.environmentSetupDuration +
      timing.prepareDuration +
      timing.setupDuration +
      timing.collectDuration +
      timing.duration;
    const file = path.relative(process.cwd(), testModule.moduleId);
    const line = { file, project: testModule.project.name, ms: Math.round(ms) };
    fs.appendFileSync(this.output, `${JSON.stringify(line)}\n`);
  }
}
