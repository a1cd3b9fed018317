import { fileURLToPath } from 'node:url';
import { baseTestConfig } from '@bingo/vitest-config';
import react from '@vitejs/plugin-react';
import { defineConfig, mergeConfig } from 'vitest/config';

export default mergeConfig(
  baseTestConfig,
  defineConfig({
    plugins: [react()],
    // The tests' hall is in Addis Ababa whatever HALL_TIME_ZONE the machine has: they assert its days.
    define: { 'import.meta.env.HALL_TIME_ZONE': JSON.stringify('Africa/Addis_Ababa') },
    resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
    test: {
      environment: 'jsdom',
      setupFiles: ['./src/test/setup.ts'],
      css: false,
      // Room for the longer waits in src/test/setup.ts under load.
      testTimeout: 15_000,
    },
  }),
);
