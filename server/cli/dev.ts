import { spawn } from 'node:child_process';

/**
 * `npm run dev`: the API on PORT (3000) restarted on change, and Vite's dev server on 5173 with
 * hot reload, proxying /api and the test checkout to the API. Open http://localhost:5173/; in
 * this mode every app actor reports to the Stately inspector (allow its pop-up window).
 */
// Shoppers are on Vite's port: the payment provider must send them back there, not to the API.
const apiEnv = { ...process.env, PUBLIC_URL: process.env.PUBLIC_URL ?? 'http://localhost:5173' };
const children = [
  spawn(process.execPath, ['--import', 'tsx', '--watch', 'server/index.ts'], { stdio: 'inherit', env: apiEnv }),
  spawn(process.execPath, ['node_modules/vite/bin/vite.js', '--port', '5173'], { stdio: 'inherit', env: process.env }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', stop);
