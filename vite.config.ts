import path from "node:path";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type UserConfig } from "vite";

const root = import.meta.dirname;

export default defineConfig(({ command }) => {
  // The client build is always a production build: NODE_ENV (e.g. `development`, the README's default for
  // the server) governs the server only. Vite reads it after loading this file, so setting it here wins.
  if (command === "build") process.env.NODE_ENV = "production";
  return config;
});

const config: UserConfig = {
  root: path.join(root, "src/client"),
  publicDir: path.join(root, "src/client/public"),
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: {
      "@shared": path.join(root, "src/shared"),
      "@client": path.join(root, "src/client"),
    },
  },
  build: {
    outDir: path.join(root, "dist/client"),
    emptyOutDir: true,
    sourcemap: true,
    // .vite/manifest.json maps entry and route chunks to files: npm run bench reads it for bundle sizes.
    manifest: true,
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
          experimentalInlineCommonChunks: { maxSize: 8 * 1024 },
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { "/api": "http://localhost:5000", "/share": "http://localhost:5000" },
  },
};
