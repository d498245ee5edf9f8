import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

/**
 * Writes `name.br` and `name.gz` beside each script, style sheet and SVG of the build, compressed
 * once at the highest levels, for a server that sends them to browsers that accept them
 * (`@fastify/static`'s `preCompressed`). A phone then downloads a quarter of the bytes.
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'careercard:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async writeBundle(_options, bundle) {
      const files = Object.keys(bundle).filter((file) => /\.(js|css|svg|json)$/.test(file));
      await Promise.all(
        files.map(async (file) => {
          const target = path.join(outDir, file);
          const content = await fs.readFile(target);
          if (content.length < 1024) return; // too small to gain
          const [gzipped, brotlied] = await Promise.all([
            gzip(content, { level: 9 }),
            brotli(content, {
              params: {
                [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
                [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
              },
            }),
          ]);
          await Promise.all([
            fs.writeFile(`${target}.gz`, gzipped),
            fs.writeFile(`${target}.br`, brotlied),
          ]);
        }),
      );
    },
  };
}

/** Inter's Latin weights that the first screen of nearly every page is set in. */
const FIRST_SCREEN_FONTS = /^assets\/inter-latin-(400|600|700)-normal-[\w-]+\.woff2$/;

/**
 * Preloads the fonts the first screen is set in, so they arrive with the scripts rather than
 * after the page is drawn: text then does not reflow from the fallback font to Inter (on the
 * landing page that moved the hero's buttons, a layout shift).
 */
function preloadFonts(): Plugin {
  return {
    name: 'careercard:preload-fonts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        return Object.keys(bundle ?? {})
          .filter((file) => FIRST_SCREEN_FONTS.test(file))
          .sort()
          .map((file) => ({
            tag: 'link',
            attrs: {
              rel: 'preload',
              href: `/${file}`,
              as: 'font',
              type: 'font/woff2',
              crossorigin: true,
            },
            injectTo: 'head' as const,
          }));
      },
    },
  };
}

const alias = { '@': fileURLToPath(new URL('./src', import.meta.url)) };

/**
 * The browser's build (dist), and with `--ssr src/entry-server.tsx` the server's renderer of
 * the public pages (dist/ssr): one self-contained module, so the server needs none of the web
 * app's packages at run time.
 */
export default defineConfig(({ isSsrBuild }) =>
  isSsrBuild
    ? {
        plugins: [react()],
        resolve: { alias },
        publicDir: false,
        ssr: { noExternal: true },
        build: { outDir: 'dist/ssr', emptyOutDir: true, sourcemap: true },
      }
    : {
        plugins: [react(), tailwindcss(), preloadFonts(), precompress()],
        resolve: { alias },
        server: {
          port: 5173,
          proxy: { '/api': `http://127.0.0.1:${process.env.PORT ?? 3000}` },
        },
        build: {
          sourcemap: true,
          // The first-load budgets that count are gzipped, per page: `npm run bench -- bundle`.
          chunkSizeWarningLimit: 600,
          rolldownOptions: {
            output: {
              codeSplitting: {
                // What every page runs first (React, the router, i18n, the query client, the
                // app's shell, the landing page) in one file: fewer requests, and it compresses
                // better whole. Every other page's code (the dashboard's, the back office's, the
                // CV editor's with its templates …) stays in chunks of its own, loaded on first
                // visit.
                groups: [{ name: 'app', tags: ['$initial'] }],
              },
            },
          },
        },
      },
);
