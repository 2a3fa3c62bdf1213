import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// `npm start` opens the table in a browser where there is a screen to show it on; it always prints the URL.
const canOpenBrowser =
  !process.env.CI &&
  (process.platform !== 'linux' || Boolean(process.env.DISPLAY ?? process.env.WAYLAND_DISPLAY));

export default defineConfig({
  plugins: [react()],
  server: { host: '127.0.0.1', port: 5173, open: canOpenBrowser },
  preview: { host: '127.0.0.1', port: 4173 },
  build: { target: 'es2022', chunkSizeWarningLimit: 1500 },
});
