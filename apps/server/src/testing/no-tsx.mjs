// A module hook for the production-install test (`node --import`): any import of tsx fails, so a
// server that still needs it at run time cannot start.
import { register } from 'node:module';

register(
  `data:text/javascript,${encodeURIComponent(
    "export async function resolve(specifier, context, next) { if (/^tsx(\\/|$)/.test(specifier)) throw Object.assign(new Error('tsx imported at run time: ' + specifier), { code: 'ERR_TSX_AT_RUN_TIME' }); return next(specifier, context); }",
  )}`,
);
