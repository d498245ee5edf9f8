import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

/**
 * The script of the page the server prints a CV from (@careercard/templates/print-layout), as one
 * file with no imports, for the server to inline: dist/print/print-layout.js. Built after the app
 * (`npm run build`), so it is not hashed and not split into the app's chunks.
 */
export default defineConfig({
  publicDir: false,
  build: {
    outDir: 'dist/print',
    emptyOutDir: true,
    lib: {
      entry: fileURLToPath(import.meta.resolve('@careercard/templates/print-layout')),
      formats: ['iife'],
      name: 'careercardPrint',
      fileName: () => 'print-layout.js',
    },
  },
});
