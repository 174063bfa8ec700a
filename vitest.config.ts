import { defineConfig } from 'vitest/config'

export default defineConfig({
  resolve: { alias: { '~': new URL('./src', import.meta.url).pathname } },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          include: [
            'src/**/*.spec.ts',
            'config/**/*.spec.ts',
            'test/unit/**/*.spec.ts',
            'test/contract/**/*.spec.ts',
          ],
          environment: 'node',
        },
      },
      {
        // component tests: React in a simulated DOM
        extends: true,
        test: {
          name: 'dom',
          include: ['src/**/*.spec.tsx'],
          environment: 'jsdom',
          setupFiles: ['test/setup-dom.ts'],
        },
      },
    ],
  },
})
