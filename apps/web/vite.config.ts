import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';

export default defineConfig(({ mode, isSsrBuild }) => {
  // PMS_API_TARGET points the dev proxy at another server instance (default: the standard port 3000).
  const apiTarget = loadEnv(mode, '.', 'PMS_').PMS_API_TARGET || 'http://127.0.0.1:3000';
  return {
    plugins: [react()],
    server: {
      port: 5173,
      // Host is passed through unchanged: the server refuses a cookie-authenticated write or socket whose
      // Origin is not its own host (CSRF), and here both are the dev server's.
      proxy: {
        '/api': { target: apiTarget, changeOrigin: false },
        '/ws': { target: apiTarget, changeOrigin: false, ws: true },
      },
    },
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      sourcemap: true,
      // The manifest tells bench/bundle.mjs which chunks each screen loads.
      manifest: true,
      rolldownOptions: {
        // The app (index.html) and the first script of the prerendered login page; the prerendering's own
        // build for Node (scripts/prerender.mjs) names its entry itself.
        input: isSsrBuild ? undefined : { index: 'index.html', loginShellStart: 'src/loginShellStart.ts' },
        output: {
          // React changes less often than the app, so it gets its own long-cached chunk. Other libraries
          // follow the screens that import them (the charts only the reports), rather than one vendor
          // chunk that every screen, the login page included, would have to load whole.
          codeSplitting: {
            groups: [
              { name: 'react', test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/ },
              // zod in a chunk of its own, rather than filed with the plain rules that some screen's modules
              // share with the forms: importing such a rule would load and run it too. The calendar builds
              // no schema before its first bar (issue 31; e2e/web-bundle.test.ts).
              { name: 'zod', test: /node_modules[\\/]zod[\\/]/ },
            ],
          },
        },
      },
    },
  };
});
