// @ts-check
const path = require('node:path');
const { createWebpackConfig } = require('@icast/build-config');

const apiUrl = process.env.API_URL ?? `http://127.0.0.1:${process.env.API_PORT ?? 4000}`;

/** Dev only: remotes.json from env, like the production server and the nginx entrypoint write it. */
function devRemotesConfig() {
  const base = (name, port) => process.env[name] ?? `http://localhost:${port}`;
  return {
    remotes: [
      { name: 'mf_public', entry: `${base('MF_PUBLIC_URL', 3001)}/mf-manifest.json` },
      { name: 'mf_admissions', entry: `${base('MF_ADMISSIONS_URL', 3002)}/mf-manifest.json` },
      { name: 'mf_dashboard', entry: `${base('MF_DASHBOARD_URL', 3003)}/mf-manifest.json` },
    ],
  };
}

/** @type {(env: unknown, argv: { mode?: 'production' | 'development' }) => import('webpack').Configuration} */
module.exports = (_env, argv) =>
  createWebpackConfig({
    appDir: __dirname,
    name: 'shell',
    title: 'ICAST Schools, Ibadan',
    port: Number(process.env.SHELL_PORT ?? 3000),
    mode: argv.mode ?? 'production',
    publicPath: '/',
    runtimePlugins: [path.join(__dirname, 'src/runtime-plugins/remote-unavailable.ts')],
    devServer: {
      proxy: [{ context: ['/api'], target: apiUrl, changeOrigin: false }],
      setupMiddlewares: (middlewares) => {
        middlewares.unshift({
          name: 'remotes-json',
          path: '/remotes.json',
          middleware: (_request, response) => {
            response.setHeader('Cache-Control', 'no-store');
            response.json(devRemotesConfig());
          },
        });
        return middlewares;
      },
    },
  });
