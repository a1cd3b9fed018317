import type { ViteUserConfig } from 'vitest/config';

/** Shared defaults: tests sit beside the code as *.test.ts(x) and never watch in CI. */
export declare const baseTestConfig: ViteUserConfig;
