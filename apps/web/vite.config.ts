import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  build: { target: 'es2022', sourcemap: false, chunkSizeWarningLimit: 600 },
  server: { port: 5173, proxy: { '/api': process.env.API_ORIGIN ?? 'http://localhost:8080' } },
});
