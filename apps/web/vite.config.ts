import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiOrigin = process.env.PORTAL_API_ORIGIN ?? 'http://localhost:3000';

/**
 * Libraries every page needs get a chunk of their own, so they stay cached across deploys. MUI's
 * core and the components of the shell and the first pages (login, home) form one chunk too: split
 * automatically they came to some forty small requests on a first visit. Other components are left
 * to automatic splitting, so each lands in the lazy route chunks that use it (ARCHITECTURE.md
 * "Budgets").
 */
const muiShellComponents = [
  'Alert',
  'AppBar',
  'Box',
  'Button',
  'ButtonBase',
  'CircularProgress',
  'Container',
  'CssBaseline',
  'IconButton',
  'Link',
  'Paper',
  'Stack',
  'SvgIcon',
  'Toolbar',
  'Typography',
  'colors',
  'internal',
  'styles',
  'transitions',
  'useLazyRipple',
  'useMediaQuery',
  'utils',
  'zero-styled',
].join('|');
const muiFormComponents = [
  'FormControl',
  'FormHelperText',
  'FormLabel',
  'InputBase',
  'InputLabel',
  'OutlinedInput',
  'TextareaAutosize',
].join('|');

const vendorGroups = [
  { name: 'react', priority: 40, test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
  { name: 'router', priority: 40, test: /node_modules[\\/]react-router[\\/]/ },
  { name: 'i18n', priority: 40, test: /node_modules[\\/](i18next|react-i18next)[\\/]/ },
  { name: 'query', priority: 40, test: /node_modules[\\/]@tanstack[\\/]/ },
  { name: 'zod', priority: 40, test: /node_modules[\\/]zod[\\/]/ },
  {
    name: 'form',
    priority: 20,
    test: new RegExp(
      `node_modules[\\\\/](react-hook-form|@hookform|@mui[\\\\/]material[\\\\/](${muiFormComponents}))[\\\\/]`,
    ),
  },
  {
    name: 'mui',
    priority: 30,
    test: new RegExp(
      `node_modules[\\\\/](@emotion|stylis|react-is|clsx|@mui[\\\\/](system|utils|styled-engine|private-theming)|@mui[\\\\/]material[\\\\/](${muiShellComponents}))[\\\\/]`,
    ),
  },
  /**
   * The app's own modules of every first page: API client, settings, session, path table, page map
   * and the banners it hands to pages (their own code stays lazy).
   */
  {
    name: 'shell',
    priority: 10,
    test: /src[\\/](lib[\\/]|app[\\/](route-pages|page-banners)\.tsx|app[\\/]layout[\\/](navigation|shell-actions)\.ts|features[\\/]auth[\\/](api|utils)[\\/])/,
  },
];

const { version } = JSON.parse(
  readFileSync(new URL('./package.json', import.meta.url), 'utf8'),
) as { version: string };

export default defineConfig({
  plugins: [react()],
  // Shown on the version page (spec 1 point 2, "About / version").
  define: {
    __APP_VERSION__: JSON.stringify(process.env.PORTAL_VERSION ?? version),
    __BUILD_DATE__: JSON.stringify(new Date().toISOString()),
  },
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    rolldownOptions: {
      output: {
        codeSplitting: { groups: vendorGroups },
      },
    },
  },
  server: {
    proxy: {
      '/api': { target: apiOrigin, changeOrigin: false },
      '/healthz': { target: apiOrigin, changeOrigin: false },
    },
  },
  preview: {
    proxy: {
      '/api': { target: apiOrigin, changeOrigin: false },
      '/healthz': { target: apiOrigin, changeOrigin: false },
    },
  },
});
