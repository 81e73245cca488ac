// `npm test`: every check CI runs before a change lands, stopping at the first stage that fails.
// The checks that need no build run side by side: the Vitest workers leave a core idle now and
// then (a file waiting on PostgreSQL, the fault tests that run one at a time), and type checks,
// lint and the production build fill it: 13:30 side by side where type checks and lint first
// took 2:30 + 13:22 on one machine. At the end it prints how long each stage took.
import { spawn } from 'node:child_process';

const stages = [
  [
    ['unit and server tests', 'npm run test:unit'],
    // Five single-threaded tools, packed into two lanes of about equal length.
    [
      'lint (code), then types of the server tests',
      'npm run lint:code && npm run typecheck:server-tests',
    ],
    [
      'types of the app, then lint (boundaries, formatting)',
      'npm run typecheck:app && npm run lint:boundaries && npm run lint:format',
    ],
    ['build for the browser tests', 'npm run build'],
  ],
  [['browser tests', 'npx playwright test']],
];

/** Runs `command`; alone it prints as it goes, beside others its output comes whole at the end. */
function run(name, command, alone) {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(command, { shell: true, stdio: alone ? 'inherit' : 'pipe' });
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    child.on('exit', (code, signal) => {
      if (!alone) process.stdout.write(`\n== ${name}: ${command}\n${output}`);
      resolve({ name, seconds: (performance.now() - started) / 1000, code, signal });
    });
  });
}

const timings = [];
let failed;
for (const stage of stages) {
  const started = performance.now();
  if (stage.length === 1) console.log(`\n== ${stage[0][0]}: ${stage[0][1]}`);
  const results = await Promise.all(
    stage.map(([name, command]) => run(name, command, stage.length === 1)),
  );
  timings.push(...results.map(({ name, seconds }) => [name, seconds]));
  if (stage.length > 1)
    timings.push([
      `(side by side: ${stage.map(([name]) => name).join(', ')})`,
      (performance.now() - started) / 1000,
    ]);
  const failure = results.find(({ code }) => code !== 0);
  if (failure) {
    failed = `${failure.name} failed (${failure.signal ?? `exit code ${failure.code}`})`;
    break;
  }
}

const clock = (seconds) => {
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
};
console.log('\nnpm test, time per stage (m:ss)');
for (const [name, seconds] of timings) console.log(`  ${clock(seconds).padStart(6)}  ${name}`);
console.log(`  ${clock(performance.now() / 1000).padStart(6)}  total`);
if (failed) {
  console.error(failed);
  process.exit(1);
}
