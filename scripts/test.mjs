// `npm test`: every check CI runs before a change lands, one stage after another, stopping at the
// first that fails. At the end it prints how long each stage took.
import { spawnSync } from 'node:child_process';

const stages = [
  ['typecheck', 'npm run typecheck'],
  ['lint', 'npm run lint'],
  ['unit and server tests', 'npm run test:unit'],
  ['browser tests', 'npm run test:e2e'],
];

const timings = [];
let failed;
for (const [name, command] of stages) {
  console.log(`\n== ${name}: ${command}`);
  const started = performance.now();
  const { status, signal } = spawnSync(command, { shell: true, stdio: 'inherit' });
  timings.push([name, (performance.now() - started) / 1000]);
  if (status !== 0) {
    failed = `${name} failed (${signal ?? `exit code ${status}`})`;
    break;
  }
}

const clock = (seconds) => {
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
};
const total = timings.reduce((sum, [, seconds]) => sum + seconds, 0);
console.log('\nnpm test, time per stage (m:ss)');
for (const [name, seconds] of timings) console.log(`  ${clock(seconds).padStart(6)}  ${name}`);
console.log(`  ${clock(total).padStart(6)}  total`);
if (failed) {
  console.error(failed);
  process.exit(1);
}
