/**
 * How fast can the game screen check every card on every call? For one seeded draw order, after each
 * of the 75 calls, all 150 printed cards are checked against all 8 game types (1,200 verdicts per
 * sweep). Each implementation is warmed up, then timed over several repetitions; the median is
 * reported in µs per sweep. Timings are printed, never asserted: they depend on the machine.
 *
 * Run: pnpm bench (in packages/engine)
 */
import {
  CalledSet,
  type Card,
  CardTracker,
  checkCard,
  completedLines,
  createDrawOrder,
  defaultDeck,
  indexCard,
  markedCells,
  seededRandomInt,
  winningTypes,
} from '../src/index.js';

// The engine compiles without platform types; the bench only needs these two globals.
declare const console: { log(...data: unknown[]): void };
declare const performance: { now(): number };

const CALLS = 75;
const TYPES = 8;
const REPETITIONS = 11;
const TARGET_REPETITION_MS = 60;
const BENCH_SEED = 20_240_601;

const deck = defaultDeck();
const order = createDrawOrder(seededRandomInt(BENCH_SEED));

/** One game: calls all 75 balls, sweeping after each, and returns the number of (card, type) wins seen. */
type Game = () => number;

/** The engine's CardTracker: marks each ball on the cards carrying it, then reads the won-type bytes. */
const trackerGame = (): Game => {
  const tracker = new CardTracker(deck);
  return () => {
    tracker.reset();
    let wins = 0;
    for (let call = 0; call < CALLS; call++) {
      tracker.mark(order[call] as number);
      for (let slot = 0; slot < deck.length; slot++) {
        for (let type = 0; type < TYPES; type++) if (tracker.hasWon(slot, type)) wins++;
      }
    }
    return wins;
  };
};

/** Bitmasks without incremental state: each sweep rebuilds every card's mask from a CalledSet. */
const statelessMaskGame = (): Game => {
  const indexes = deck.map(indexCard);
  return () => {
    const called = new CalledSet();
    let wins = 0;
    for (let call = 0; call < CALLS; call++) {
      called.add(order[call] as number);
      for (const index of indexes) {
        const marked = markedCells(index, called);
        const won = winningTypes(marked, completedLines(marked));
        for (let type = 0; type < TYPES; type++) if ((won >>> type) & 1) wins++;
      }
    }
    return wins;
  };
};

/** The public checkCard, once per card and type, as a caller who ignores the tracker would use it. */
const checkCardGame = (): Game => () => {
  const called = new CalledSet();
  let wins = 0;
  for (let call = 0; call < CALLS; call++) {
    called.add(order[call] as number);
    for (const card of deck)
      for (let type = 0; type < TYPES; type++) if (checkCard(card, called, type).won) wins++;
  }
  return wins;
};

// ---- The reference: a straightforward implementation that scans rows and cells with arrays. ----

const positions = [0, 1, 2, 3, 4];
const REFERENCE_LINES: [number, number][][] = [
  ...positions.map((r) => positions.map((c): [number, number] => [r, c])),
  ...positions.map((c) => positions.map((r): [number, number] => [r, c])),
  positions.map((i): [number, number] => [i, i]),
  positions.map((i): [number, number] => [i, 4 - i]),
];
const DEFAULT_LINE_INDEXES = [0, 2, 4, 5, 7, 9, 10, 11];
const CORNER_POSITIONS: [number, number][] = [
  [0, 0],
  [0, 4],
  [4, 0],
  [4, 4],
];
const INSIDE_POSITIONS: [number, number][] = [
  [1, 1],
  [1, 3],
  [3, 1],
  [3, 3],
];

function referenceIsMarked(card: Card, [r, c]: [number, number], called: Set<number>): boolean {
  const n = card.rows[r]?.[c];
  return n === null || (n !== undefined && called.has(n));
}

function referenceWins(card: Card, called: Set<number>, type: number): boolean {
  const complete = REFERENCE_LINES.map((line) => line.every((cell) => referenceIsMarked(card, cell, called)));
  const count = complete.filter((done) => done).length;
  switch (type) {
    case 0:
      return DEFAULT_LINE_INDEXES.some((i) => complete[i]);
    case 1: {
      const corners = CORNER_POSITIONS.every((cell) => referenceIsMarked(card, cell, called));
      const inside = INSIDE_POSITIONS.every((cell) => referenceIsMarked(card, cell, called));
      return (corners || inside) && count >= 1;
    }
    case 2:
      return complete.slice(5, 10).includes(true);
    case 3:
      return complete.slice(0, 5).includes(true);
    case 4:
      return count >= 1;
    case 5:
      return count >= 2;
    case 6:
      return count >= 3;
    default:
      return card.rows.every((row) => row.every((n) => n === null || called.has(n)));
  }
}

const referenceGame = (): Game => () => {
  const called = new Set<number>();
  let wins = 0;
  for (let call = 0; call < CALLS; call++) {
    called.add(order[call] as number);
    for (const card of deck)
      for (let type = 0; type < TYPES; type++) if (referenceWins(card, called, type)) wins++;
  }
  return wins;
};

// ---- Timing ----

type Measurement = { name: string; sweepMicros: number; wins: number };

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] as number;
}

function measure(name: string, game: Game): Measurement {
  // Warm-up, and a calibration of how many games fill one repetition.
  let wins = game();
  let games = 1;
  const start = performance.now();
  while (performance.now() - start < TARGET_REPETITION_MS) {
    wins = game();
    games++;
  }
  const perRepetition = Math.max(1, games);
  const samples: number[] = [];
  for (let rep = 0; rep < REPETITIONS; rep++) {
    const t0 = performance.now();
    for (let g = 0; g < perRepetition; g++) wins = game();
    const elapsedMs = performance.now() - t0;
    samples.push((elapsedMs * 1000) / (perRepetition * CALLS));
  }
  return { name, sweepMicros: median(samples), wins };
}

const results = [
  measure('CardTracker (incremental marks, cached won-type byte per card)', trackerGame()),
  measure('bitmask from scratch (CalledSet → mask → lines → types)', statelessMaskGame()),
  measure('checkCard() per card and type (public one-off API)', checkCardGame()),
  measure('reference (arrays, every(), Set.has, includes)', referenceGame()),
];

const reference = results.at(-1) as Measurement;
for (const result of results) {
  if (result.wins !== reference.wins) {
    throw new Error(
      `${result.name} saw ${result.wins} wins, the reference ${reference.wins}: the results disagree`,
    );
  }
}

console.log(
  `Sweep = mark one call, then check ${deck.length} cards × ${TYPES} types (${deck.length * TYPES} verdicts).`,
);
console.log(
  `Seeded draw order ${BENCH_SEED}, 75 sweeps per game, median of ${REPETITIONS} repetitions after warm-up.`,
);
console.log(`All implementations agree: ${reference.wins} (card, type) wins summed over the 75 sweeps.\n`);
for (const result of results) {
  const ratio = reference.sweepMicros / result.sweepMicros;
  console.log(
    `${result.sweepMicros.toFixed(2).padStart(10)} µs/sweep  ${ratio.toFixed(1).padStart(7)}× vs reference  ${result.name}`,
  );
}
const tracker = results[0] as Measurement;
const ratio = reference.sweepMicros / tracker.sweepMicros;
console.log(
  `\nEngine sweep ${tracker.sweepMicros.toFixed(2)} µs (target < 25 µs: ${tracker.sweepMicros < 25 ? 'met' : 'MISSED'}), ` +
    `reference ${reference.sweepMicros.toFixed(1)} µs, ratio ${ratio.toFixed(1)}× (target ≥ 20×: ${ratio >= 20 ? 'met' : 'MISSED'}).`,
);
