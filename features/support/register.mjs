// Lets cucumber-js import TypeScript step definitions (the `loader` option fails with tsx).
import { register } from 'tsx/esm/api';
register();
