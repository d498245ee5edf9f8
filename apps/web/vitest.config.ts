import { defineProject, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default mergeConfig(
  // The browser's build settings (the config also makes the server's renderer).
  viteConfig({ command: 'serve', mode: 'test', isSsrBuild: false }),
  defineProject({
    test: {
      name: 'web',
      include: ['src/**/*.test.{ts,tsx}'],
      environment: 'jsdom',
      setupFiles: ['./test/setup.ts'],
    },
  }),
);
