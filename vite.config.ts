import path from "node:path";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin, type UserConfig } from "vite";

const root = import.meta.dirname;

export default defineConfig(({ command, isSsrBuild }) => {
  // The client build is always a production build: NODE_ENV (e.g. `development`, the README's default for
  // the server) governs the server only. Vite reads it after loading this file, so setting it here wins.
  if (command === "build") process.env.NODE_ENV = "production";
  return isSsrBuild ? serverRenderConfig : config;
});

/**
 * The first page's own file (React and the shell, by far its largest) is requested first: its preload moves
 * ahead of the entry script and the runtime, which come after it. On a phone's HTTP/1.1 connection (six at
 * once) the file that holds the first paint then never waits behind small ones (docs/performance.md).
 */
const firstPageFileFirst = (): Plugin => ({
  name: "first-page-file-first",
  apply: "build",
  transformIndexHtml: {
    order: "post",
    handler(html, { bundle }) {
      const size = (href: string) => {
        const out = bundle?.[href.slice(1)];
        return out?.type === "chunk" ? out.code.length : 0;
      };
      const preloads = [...html.matchAll(/\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g)];
      const largest = preloads.sort((x, y) => size(y[1] ?? "") - size(x[1] ?? ""))[0];
      const entry = /<script type="module" crossorigin src="[^"]+"><\/script>/.exec(html);
      if (!largest || !entry) return html;
      return html.replace(largest[0], "").replace(entry[0], `${largest[0].trim()}\n    ${entry[0]}`);
    },
  },
});

const config: UserConfig = {
  root: path.join(root, "src/client"),
  publicDir: path.join(root, "src/client/public"),
  plugins: [react(), tailwindcss(), firstPageFileFirst()],
  resolve: {
    alias: {
      "@shared": path.join(root, "src/shared"),
      "@client": path.join(root, "src/client"),
    },
  },
  build: {
    outDir: path.join(root, "dist/client"),
    emptyOutDir: true,
    // Written without a sourceMappingURL, and moved out of what is served into dist/sourcemaps/client by
    // scripts/compress-assets.mjs: for the operator's error tracker, not for everyone (issue 51 item 5).
    sourcemap: "hidden",
    // .vite/manifest.json maps entry and route chunks to files: npm run bench reads it for bundle sizes.
    manifest: true,
    modulePreload: { polyfill: false },
    chunkSizeWarningLimit: 300,
    // Few, larger files: every request on a phone's network costs a round trip (decision 0041). The first
    // page is one chunk; the data layer (TanStack Query, which every page loads with its own chunk) is one
    // more; code shared by a few pages is copied into them when small instead of being a file of its own.
    rolldownOptions: {
      preserveEntrySignatures: false,
      output: {
        codeSplitting: {
          groups: [
            { name: "app", tags: ["$initial"], priority: 2 },
            { name: "data-layer", test: /[\\/](@tanstack[\\/]|lib[\\/]query-)/, priority: 1 },
          ],
          experimentalInlineCommonChunks: { maxSize: 16 * 1024 },
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { "/api": "http://localhost:5000", "/share": "http://localhost:5000" },
  },
};

/**
 * `vite build --ssr`: the app as the server draws it (src/client/entry-server.tsx, decision 0059), one
 * module for Node in dist/ssr with every package bundled in, since the client's packages are development
 * dependencies that a production install leaves out.
 */
const serverRenderConfig: UserConfig = {
  ...config,
  plugins: [react(), tailwindcss()],
  ssr: { noExternal: true, target: "node" },
  // React's production build, whatever NODE_ENV the server itself runs with.
  define: { "process.env.NODE_ENV": JSON.stringify("production") },
  build: {
    outDir: path.join(root, "dist/ssr"),
    emptyOutDir: true,
    ssr: "entry-server.tsx",
    sourcemap: true,
    copyPublicDir: false,
    target: "node20.19",
    rolldownOptions: { output: { codeSplitting: false } },
  },
};
