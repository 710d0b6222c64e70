/** `npm start`: validate the configuration, build the app if needed, serve everything on PORT. */
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildIfNeeded } from './build-if-needed';
import { ConfigError, loadConfig } from './config';
import { createApp } from './http/app';

const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const distDir = path.join(rootDir, 'dist');

async function main(): Promise<void> {
  const config = loadConfig(process.env);
  if (process.env.SKIP_BUILD !== '1') await buildIfNeeded(rootDir, distDir);
  const server = http.createServer(createApp({ config, distDir }));
  server.listen(config.port, () => {
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    console.log(`Map Game is running on http://localhost:${port}`);
  });
  const stop = () => server.close(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error('The server could not start:', error);
  }
  process.exit(1);
});
