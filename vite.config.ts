import path from "node:path";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

const root = import.meta.dirname;

export default defineConfig({
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
  },
  server: {
    port: 5173,
    proxy: { "/api": "http://localhost:5000", "/share": "http://localhost:5000" },
  },
});
