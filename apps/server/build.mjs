// Bundles the server into dist/server.js. Our workspace packages (TypeScript sources) are
// bundled in; every other package stays an import from node_modules.
import { build } from 'esbuild';

await build({
  entryPoints: ['src/server.ts'],
  outfile: 'dist/server.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'external-packages',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@careercard/') ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
});
