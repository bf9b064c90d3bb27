/// <reference types="vitest/config" />
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const API_ORIGIN = 'http://localhost:8000';

/**
 * Writes a brotli (`.br`) and a gzip (`.gz`) copy beside each built text file, once, at build
 * time; the server sends the one the browser accepts (DESIGN "Performance rules").
 */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'homeroom-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = await readdir(outDir, { recursive: true });
      for (const file of files) {
        if (!/\.(js|css|html|svg|json)$/.test(file) || file.startsWith('.vite')) continue;
        const content = await readFile(path.join(outDir, file));
        const brotli = brotliCompressSync(content, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: content.length } });
        const gzip = gzipSync(content, { level: 9 });
        if (brotli.length < content.length) await writeFile(path.join(outDir, `${file}.br`), brotli);
        if (gzip.length < content.length) await writeFile(path.join(outDir, `${file}.gz`), gzip);
      }
    },
  };
}

export default defineConfig({
  plugins: [react(), tailwindcss(), precompress()],
  server: {
    // The server serves the API, media and sockets on one port; in development Vite forwards them.
    proxy: {
      '/api': { target: API_ORIGIN, changeOrigin: true },
      '/media': { target: API_ORIGIN, changeOrigin: true },
      '/ws': { target: 'ws://localhost:8000', ws: true, changeOrigin: true },
    },
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    css: false,
    testTimeout: 20_000,
  },
});
