import { describe, expect, it } from 'vitest';
import { createDrawOrder } from './draw.js';
import { createDrawTally, type RandomnessTest, randomnessTests, tallyDraw } from './draw-randomness.js';
import { mulberry32, type RandomInt, seededRandomInt } from './random.js';

const DRAWS = 20_000;

function testsOf(randomInt: (draw: number) => RandomInt): RandomnessTest[] {
  const tally = createDrawTally();
  for (let i = 0; i < DRAWS; i++) tallyDraw(tally, createDrawOrder(randomInt(i)));
  return randomnessTests(tally);
}

const verdicts = (tests: RandomnessTest[]) => tests.map((t) => t.passed);

describe('randomnessTests on the seeded generator (mulberry32, seed 2026, 20,000 draws)', () => {
  const fair = seededRandomInt(2026);
  const tests = testsOf(() => fair);

  it('passes all five tests with the pinned statistics', () => {
    const pinned: [string, number, number][] = [
      ['Number × position frequencies (χ²)', 5452.7714, 0.585468242751],
      ['First ball (χ²)', 101.6125, 0.018321433719],
      ['Runs above/below the median within orders (Wald–Wolfowitz)', -0.80781914546, 0.419194702006],
      ['Lag-1 serial correlation within orders', -0.380284282165, 0.703734401696],
      ['Serial correlation between consecutive games', -0.573020939151, 0.566630516441],
    ];
    expect(tests.map((t) => t.name)).toEqual(pinned.map(([name]) => name));
    tests.forEach((t, i) => {
      const [, statistic, pValue] = pinned[i] as [string, number, number];
      expect(t.statistic).toBeCloseTo(statistic, 8);
      expect(t.pValue).toBeCloseTo(pValue, 10);
      expect(t.passed).toBe(true);
    });
    expect(tests.map((t) => t.degreesOfFreedom)).toEqual([5476, 74, null, null, null]);
    expect(tests[0]?.critical).toBeCloseTo(5722.393743, 5);
    expect(tests[2]?.critical).toBeCloseTo(2.575829, 5);
    expect(tests[3]?.detail).toBe('r₁ = -0.013824, expected -0.013514 (−1/74 for a fair shuffle)');
  });
});

describe('randomnessTests on biased generators', () => {
  it('fails a source with modulo bias (a byte reduced modulo the range)', () => {
    const next = mulberry32(7);
    const tests = testsOf(() => (max) => (next() & 0xff) % max);
    expect(tests[0]?.passed).toBe(false);
    expect(tests[0]?.pValue).toBe(0);
  });

  it('fails a source that repeats its previous answer one time in eight, on every test', () => {
    const coin = mulberry32(9);
    const fair = seededRandomInt(11);
    let previous = 0;
    const sticky: RandomInt = (max) => {
      if ((coin() & 7) === 0 && previous < max) return previous;
      previous = fair(max);
      return previous;
    };
    expect(verdicts(testsOf(() => sticky))).toEqual([false, false, false, false, false]);
  });

  it('fails a source reseeded so that every second game repeats the one before', () => {
    const tests = testsOf((draw) => seededRandomInt(Math.floor(draw / 2)));
    expect(tests[4]?.name).toBe('Serial correlation between consecutive games');
    expect(tests[4]?.passed).toBe(false);
    expect(tests[4]?.statistic).toBeGreaterThan(50);
  });

  it('needs at least two draws', () => {
    expect(() => randomnessTests(createDrawTally())).toThrow('The tests need at least 2 draws');
  });
});
