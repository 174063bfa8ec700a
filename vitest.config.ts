import { defineConfig } from 'vitest/config'

export default defineConfig({
  resolve: { alias: { '~': new URL('./src', import.meta.url).pathname } },
  test: {
    include: [
      'src/**/*.spec.ts',
      'src/**/*.spec.tsx',
      'test/unit/**/*.spec.ts',
      'test/contract/**/*.spec.ts',
    ],
    environment: 'node',
  },
})
