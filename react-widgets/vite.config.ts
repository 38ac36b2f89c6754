import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// Builds ES modules into public/widgets, which cargo-leptos copies into the site. The server
// finds the entries' names in manifest.json. Each widget is its own dynamic chunk, so a page
// loads only the widgets it shows.
export default defineConfig(({ mode }) => {
  // Release builds are content-hashed for immutable caching; `make dev` builds without hashes so
  // the running server's URLs stay valid while Vite rebuilds.
  const name = mode === 'development' ? '[name]' : '[name]-[hash]';
  return {
    plugins: [react()],
    base: '/widgets/',
    build: {
      outDir: '../public/widgets',
      emptyOutDir: true,
      manifest: 'manifest.json',
      target: 'es2022',
      rollupOptions: {
        input: { mount: 'src/mount.ts', navigation: 'src/navigation.ts' },
        // The entries are libraries for the wasm bridge and the page: keep their exports.
        preserveEntrySignatures: 'exports-only',
        output: {
          entryFileNames: `assets/${name}.js`,
          chunkFileNames: `assets/${name}.js`,
        },
      },
    },
    test: {
      environment: 'jsdom',
      globals: true,
      restoreMocks: true,
      setupFiles: ['src/test-setup.ts'],
    },
  };
});
