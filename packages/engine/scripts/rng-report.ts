/**
 * The RNG harness: runs the real draw (node:crypto randomInt through the engine's Fisher–Yates
 * createDrawOrder, exactly as the API draws a game) N times, applies the randomness tests at 99%,
 * writes a Markdown report and exits 1 when any test fails.
 *
 * Run: pnpm --filter @bingo/engine rng:report [--draws N] [--out file.md]   (default N = 1,000,000)
 */
import { randomInt } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import {
  createDrawOrder,
  createDrawTally,
  type RandomnessTest,
  randomnessTests,
  tallyDraw,
} from '../src/index.js';

const { values } = parseArgs({
  options: {
    draws: { type: 'string', default: '1000000' },
    out: { type: 'string', default: 'rng-report.md' },
  },
});
const draws = Number(values.draws);
if (!Number.isSafeInteger(draws) || draws < 2) {
  console.error(`--draws must be a whole number of at least 2, got ${values.draws}`);
  process.exit(2);
}

const started = performance.now();
const cpuStarted = process.cpuUsage();
const tally = createDrawTally();
const step = Math.max(1, Math.floor(draws / 10));
for (let i = 1; i <= draws; i++) {
  tallyDraw(tally, createDrawOrder(randomInt));
  if (i % step === 0) process.stderr.write(`  ${i.toLocaleString('en-US')} draws\n`);
}
const seconds = (performance.now() - started) / 1000;
const cpu = process.cpuUsage(cpuStarted);
const cpuSeconds = (cpu.user + cpu.system) / 1e6;
const tests = randomnessTests(tally, 0.01);
const passed = tests.every((t) => t.passed);

const figure = (x: number, digits = 4) => x.toLocaleString('en-US', { maximumFractionDigits: digits });
const pValue = (p: number) => (p < 1e-4 ? p.toExponential(2) : p.toFixed(4));
const row = (t: RandomnessTest) =>
  `| ${t.name} | ${t.distribution === 'chi-square' ? `χ² = ${figure(t.statistic, 2)} (df ${t.degreesOfFreedom})` : `z = ${figure(t.statistic)}`} | ${pValue(t.pValue)} | ${t.distribution === 'chi-square' ? `χ² ≤ ${figure(t.critical, 2)}` : `\\|z\\| ≤ ${figure(t.critical)}`} | ${t.passed ? 'pass' : '**FAIL**'} | ${t.detail} |`;

const report = `# RNG report

- Generator: \`node:crypto\` \`randomInt\` through the engine's \`createDrawOrder\` (Fisher–Yates), as the API draws a game.
- Draws: ${draws.toLocaleString('en-US')} orders of 75 balls, in ${seconds.toFixed(1)} s wall clock, ${cpuSeconds.toFixed(1)} s CPU (${((cpuSeconds / draws) * 1e6).toFixed(2)} µs CPU per draw, drawing and tallying).
- Machine: Node ${process.version}, ${cpus().length} cores, load average ${loadavg()[0]?.toFixed(1)}; ${new Date().toISOString()}.
- Confidence: 99% (a test fails when its p-value is below 0.01).
- Result: **${passed ? 'all tests pass' : 'FAILED'}**.

| Test | Statistic | p-value | Passes when | Result | Measured |
| --- | --- | --- | --- | --- | --- |
${tests.map(row).join('\n')}

Method: see "The RNG harness" in packages/engine/README.md.
`;

writeFileSync(values.out, report);
process.stdout.write(report);
process.stderr.write(`Report written to ${values.out}\n`);
process.exit(passed ? 0 : 1);
