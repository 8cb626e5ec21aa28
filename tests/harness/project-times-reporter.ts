import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Reporter, TestModule } from 'vitest/node';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

interface ProjectTime {
  files: number;
  tests: number;
  /** First file started, last file ended (ms since the epoch). */
  first: number;
  last: number;
  /** The files' own times, summed (what the project costs the workers). */
  fileTime: number;
  slowest: { file: string; ms: number }[];
  /** Every file's own time, slowest first (in the JSON only). */
  all: { file: string; ms: number; start: number }[];
}

/**
 * Prints, at the end of a run, each project's time (issue 45: the next issue sees what it adds):
 * its files and tests, its span from the first file started to the last ended, and the files' own
 * times summed, with its slowest files. Also written, with every file's time and start, to
 * `test-results/project-times.json`.
 */
export default class ProjectTimesReporter implements Reporter {
  private runStart = Date.now();
  private readonly started = new Map<string, number>();
  private readonly projects = new Map<string, ProjectTime>();

  onTestRunStart(): void {
    this.runStart = Date.now();
  }

  onTestModuleStart(module: TestModule): void {
    this.started.set(module.moduleId, Date.now());
  }

  onTestModuleEnd(module: TestModule): void {
    const end = Date.now();
    const start = this.started.get(module.moduleId) ?? end;
    const name = module.project.name || 'default';
    const project = this.projects.get(name) ?? { files: 0, tests: 0, first: start, last: end, fileTime: 0, slowest: [], all: [] };
    project.files += 1;
    project.tests += [...module.children.allTests()].length;
    project.first = Math.min(project.first, start);
    project.last = Math.max(project.last, end);
    project.fileTime += end - start;
    const file = { file: module.moduleId.replace(`${root}/`, ''), ms: end - start, start: start - this.runStart };
    project.all.push(file);
    project.all.sort((a, b) => b.ms - a.ms);
    project.slowest.push(file);
    project.slowest.sort((a, b) => b.ms - a.ms);
    project.slowest.length = Math.min(project.slowest.length, 5);
    this.projects.set(name, project);
  }

  onTestRunEnd(): void {
    if (this.projects.size === 0) return;
    const seconds = (ms: number) => `${(ms / 1000).toFixed(0)} s`;
    const lines = [`Time per project (the run: ${seconds(Date.now() - this.runStart)})`];
    for (const [name, project] of this.projects) {
      lines.push(
        `  ${name.padEnd(12)} ${String(project.files).padStart(4)} files ${String(project.tests).padStart(5)} tests   span ${seconds(project.last - project.first).padStart(6)}   files' own time ${seconds(project.fileTime).padStart(6)}`,
        `  ${''.padEnd(12)} slowest: ${project.slowest.map((slow) => `${slow.file.split('/').pop()} ${seconds(slow.ms)}`).join(', ')}`,
      );
    }
    console.log(`\n${lines.join('\n')}\n`);
    const folder = join(root, 'test-results');
    mkdirSync(folder, { recursive: true });
    writeFileSync(join(folder, 'project-times.json'), `${JSON.stringify({ run: Date.now() - this.runStart, projects: Object.fromEntries(this.projects) }, null, 2)}\n`);
  }
}
