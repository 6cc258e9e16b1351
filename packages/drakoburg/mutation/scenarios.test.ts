// The scenarios of features/drakoburg as vitest tests, so StrykerJS counts what the rulebook pins down.
import { scenarioTests } from '@arbiter/features-host';

await scenarioTests({ folders: ['drakoburg'], steps: ['game', 'drakoburg-board'] });
