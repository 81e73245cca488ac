// `npm run dev`: the API restarts on change (tsx watch) behind the Vite dev server (hot reload).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const webPort = process.env.PORT ?? '3000';
const apiPort = process.env.API_PORT ?? '3001';

const children = [
  spawn(bin('tsx'), ['watch', '--clear-screen=false', 'src/server/main.ts'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, PORT: apiPort, APP_ORIGIN: `http://localhost:${webPort}` },
  }),
  spawn(bin('vite'), [], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, PORT: webPort, API_PORT: apiPort },
  }),
];

const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', stop);
