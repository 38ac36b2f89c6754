import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// Builds hashed ES modules into public/widgets, which cargo-leptos copies into the site. The
// server finds the entry's hashed name in manifest.json. Each widget is its own dynamic chunk,
// so a page loads only the widgets it shows.
export default defineConfig({
  plugins: [react()],
  base: '/widgets/',
  build: {
    outDir: '../public/widgets',
    emptyOutDir: true,
    manifest: 'manifest.json',
    target: 'es2022',
    rollupOptions: {
      input: { mount: 'src/mount.ts', navigation: 'src/navigation.ts' },
      // The entry is a library for the wasm bridge: keep its exports.
      preserveEntrySignatures: 'exports-only',
      output: {
        entryFileNames: 'assets/[name]-[hash].js',
        chunkFileNames: 'assets/[name]-[hash].js',
      },
    },
  },
  test: {
    environment: 'jsdom',
    globals: true,
    restoreMocks: true,
    setupFiles: ['src/test-setup.ts'],
  },
});
