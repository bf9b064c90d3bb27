// Bundles the server into dist/ with esbuild: our own packages (the contract) are bundled in,
// everything from node_modules stays an import. The SQL migrations are copied beside the bundle.
import { build } from 'esbuild';
import { cp, rm } from 'node:fs/promises';

await rm('dist', { recursive: true, force: true });
await build({
  // The threads' scripts sit beside the entries, where infra/threads/start-worker-script.ts looks.
  entryPoints: {
    main: 'src/main.ts',
    demo: 'src/demo/demo.ts',
    'pglite-thread.worker': 'src/infra/db/pglite-thread.worker.ts',
    'backup-writer.worker': 'src/infra/backup/backup-writer.worker.ts',
  },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'external-packages',
      setup(pluginBuild) {
        pluginBuild.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@homeroom/') ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
});
await cp('src/infra/db/migrations', 'dist/infra/db/migrations', { recursive: true });
