import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

// `vite build` builds the browser app into dist/, then the same app for server rendering
// (src/entry-server.tsx) into dist/.ssr/, which the server imports (server/http/page-render.ts).
// The server itself (server/) is run by tsx and never bundled.
export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  builder: {},
  environments: {
    ssr: { build: { outDir: 'dist/.ssr', emptyOutDir: true, manifest: false, copyPublicDir: false, rolldownOptions: { input: 'src/entry-server.tsx' } } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    target: 'es2022',
    // dist/.vite/manifest.json: the server reads which chunks a route needs, to preload them
    // in that page's HTML (server/http/page-preloads.ts).
    manifest: true,
  },
  server: {
    // In development the API runs beside Vite (npm run dev) on PORT.
    proxy: { '/api': `http://localhost:${process.env.PORT ?? 3000}`, '/pay': `http://localhost:${process.env.PORT ?? 3000}` },
  },
});
