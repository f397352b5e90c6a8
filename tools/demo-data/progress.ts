import cliProgress from 'cli-progress';
import type { ImportProgress as ApplyProgress } from '../../contract/import-result';

/**
 * A bar on a terminal; on a pipe (CI, service logs) a line per tenth, which a log reader can follow.
 * cli-progress draws the bar: redrawing a terminal line portably is its job, not ours.
 */
export function progressReporter(label: string, write: (line: string) => void = console.log): ApplyProgress & { stop(): void } {
  if (process.stdout.isTTY) {
    const bar = new cliProgress.SingleBar({ format: `${label} [{bar}] {percentage}% | {value}/{total}` }, cliProgress.Presets.shades_classic);
    let started = false;
    const report = ((done: number, total: number) => {
      if (!started) bar.start(total, done);
      started = true;
      bar.update(done);
    }) as ApplyProgress & { stop(): void };
    report.stop = () => bar.stop();
    return report;
  }
  let lastTenth = -1;
  const report = ((done: number, total: number) => {
    const tenth = total === 0 ? 10 : Math.floor((done / total) * 10);
    if (tenth !== lastTenth) write(`${label}: ${done}/${total} (${tenth * 10}%)`);
    lastTenth = tenth;
  }) as ApplyProgress & { stop(): void };
  report.stop = () => {};
  return report;
}
