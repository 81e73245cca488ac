// Builds the web app (Vite) into dist/web and the server (tsc) into dist/server + dist/domain.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const run = (command, args) => execFileSync(command, args, { cwd: root, stdio: 'inherit' });

fs.rmSync(path.join(root, 'dist'), { recursive: true, force: true });
run(bin('vite'), ['build', '--logLevel', 'warn']);
run(bin('tsc'), ['-p', 'tsconfig.server.json']);
fs.writeFileSync(path.join(root, 'dist', '.build-stamp'), new Date().toISOString());
console.log('Built dist/web and dist/server.');
