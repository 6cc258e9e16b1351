// Every Tri-D scenario as a vitest test, so StrykerJS counts what the rulebook pins down.
import { scenarioTests } from '@arbiter/features-host';

await scenarioTests(['tri-d-chess']);
