/** Writes @nutrilabel/client's generated types (see ./client-types.ts). */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CLIENT_TYPES_PATH, clientTypes } from './client-types';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const file = path.join(root, CLIENT_TYPES_PATH);
mkdirSync(path.dirname(file), { recursive: true });
writeFileSync(file, await clientTypes());
console.log(`wrote ${CLIENT_TYPES_PATH}`);
