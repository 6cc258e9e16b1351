#!/usr/bin/env node
// The `arbiter-server` command: runs the TypeScript sources through tsx.
import { register } from 'tsx/esm/api';

register();
const { main } = await import('../src/main.ts');
await main();
