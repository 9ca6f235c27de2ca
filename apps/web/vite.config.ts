/// <reference types="node" />
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import { storeSharePicturePlugin } from './src/build-time/store-share-picture';

const monorepoRoot = fileURLToPath(new URL('../..', import.meta.url));

/**
 * The entry starts the app through dynamic imports (so start-up runs as several short tasks, see
 * main.tsx); the page still asks for those chunks at once, with the entry, instead of after it ran.
 */
function preloadEntryDynamicImports(): Plugin {
  return {
    name: 'frameshop:preload-entry-dynamic-imports',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle, chunk }) {
        if (!bundle || !chunk) return [];
        const files = new Set<string>();
        const visit = (fileName: string) => {
          const found = bundle[fileName];
          if (!found || found.type !== 'chunk' || files.has(fileName)) return;
          files.add(fileName);
          found.imports.forEach(visit);
        };
        chunk.dynamicImports.forEach(visit);
        for (const already of [chunk.fileName, ...chunk.imports]) files.delete(already);
        return [...files].map((fileName) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: '', href: `/${fileName}` },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}

/**
 * React and the router boot every page and change rarely: one long-cached chunk. Everything else
 * from node_modules (zod, TanStack Query) is left where the import graph puts it, so a screen that
 * needs it loads it; one forced vendor chunk made every first paint download and parse code only
 * later screens use. Small modules shared by start-up and screens (a button, a hook) are copied into
 * the chunks that use them instead of each being a file of its own: start-up asked for 28 files,
 * and every request costs a phone more than the few kilobytes copied.
 */
const browserChunks = {
  experimentalInlineCommonChunks: { maxSize: 10 * 1024 },
  groups: [
    {
      name: 'react',
      test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]/,
    },
  ],
};

// The API server listens on 3000 in development; point elsewhere with API_PROXY_TARGET.
const apiProxy = {
  '/api': {
    target: process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:3000',
    changeOrigin: true,
  },
};

export default defineConfig(({ command, isSsrBuild }) => {
  // A build is what the server serves in production, whatever NODE_ENV the shell has: a build made
  // with NODE_ENV=development used React's development JSX, which a production server cannot run
  // ("jsxDEV is not a function"). Vite and the React plugin read NODE_ENV after loading this file.
  if (command === 'build') process.env.NODE_ENV = 'production';
  return webConfig(isSsrBuild);
});

const webConfig = (isSsrBuild: boolean | undefined) => ({
  plugins: [
    react(),
    tailwindcss(),
    preloadEntryDynamicImports(),
    // The server-render bundle needs no picture: the browser build carries it.
    ...(isSsrBuild ? [] : [storeSharePicturePlugin()]),
  ],
  build: {
    // The server-render bundle (dist-server) needs no copy of the public files.
    copyPublicDir: !isSsrBuild,
    // The server serves this folder; file names carry content hashes so they can be cached forever.
    outDir: 'dist',
    assetsDir: 'assets',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // Modules run in import order even when bundled into one chunk: zod-config.ts must run
        // before any schema is built (see there), and a reordered chunk built them first.
        strictExecutionOrder: true,
        codeSplitting: isSsrBuild ? undefined : browserChunks,
      },
    },
  },
  server: {
    proxy: apiProxy,
    // The bundled scene fonts are imported from the monorepo's node_modules (`?url`). Vite derives the
    // allowed root from the working directory, so tests started from the repository root with
    // `--root apps/web` were refused them; name the monorepo root so every way of starting agrees.
    fs: { allow: [monorepoRoot] },
  },
  preview: { proxy: apiProxy },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    restoreMocks: true,
    // Journeys through a form (type, send a code, verify, submit) take a few seconds on a busy machine.
    testTimeout: 20_000,
    unstubGlobals: true,
    // One page and one import of React and the app per worker, not per file: a fresh jsdom and
    // module graph per file were two thirds of the run. src/test/setup.ts gives each file a page
    // as newly opened.
    isolate: false,
  },
});
