// The scenarios of features/tournament as vitest tests, so StrykerJS counts what the rulebook pins down.
import { scenarioTests } from '@arbiter/features-host';

await scenarioTests({ folders: ['tournament'] });
