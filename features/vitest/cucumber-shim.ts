/**
 * The part of `@cucumber/cucumber` the step definitions use (Given/When/Then,
 * defineParameterType, setWorldConstructor, World, DataTable), recorded into a registry
 * instead of cucumber's global builder. Mutation runs alias `@cucumber/cucumber` to this
 * module so that vitest loads the steps, the World and the game packages through its own
 * module graph: StrykerJS then sees which scenario covers which mutant and runs only those.
 *
 * Trade-off: a second, much smaller runner beside cucumber-js. It keeps to the subset the
 * steps use (no hooks, no attachments); `registry.check()` fails loudly if a step file
 * starts to use something this shim lacks, and cucumber-js stays the runner of `npm test`.
 */
import {
  CucumberExpression,
  ParameterType,
  ParameterTypeRegistry,
  RegularExpression,
  type Expression,
} from '@cucumber/cucumber-expressions';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type StepFn = (this: any, ...args: any[]) => unknown;

/** One registered step phrasing. */
export interface StepDefinition {
  readonly keyword: 'Given' | 'When' | 'Then';
  readonly pattern: string | RegExp;
  readonly expression: Expression;
  readonly fn: StepFn;
}

const parameterTypes = new ParameterTypeRegistry();
const definitions: StepDefinition[] = [];
// eslint-disable-next-line @typescript-eslint/no-explicit-any
let worldConstructor: new (options: any) => unknown = class {};

function define(keyword: StepDefinition['keyword']) {
  return (pattern: string | RegExp, ...rest: unknown[]): void => {
    const fn = rest[rest.length - 1] as StepFn;
    const expression =
      typeof pattern === 'string'
        ? new CucumberExpression(pattern, parameterTypes)
        : new RegularExpression(pattern, parameterTypes);
    definitions.push({ keyword, pattern, expression, fn });
  };
}

/** Registers a `Given` step. */
export const Given = define('Given');
/** Registers a `When` step. */
export const When = define('When');
/** Registers a `Then` step. */
export const Then = define('Then');

/** Registers a parameter type such as `{color}`. */
export function defineParameterType(options: {
  name: string;
  regexp: RegExp | string | readonly (RegExp | string)[];
  transformer?: (...match: string[]) => unknown;
  useForSnippets?: boolean;
  preferForRegexpMatch?: boolean;
}): void {
  parameterTypes.defineParameterType(
    new ParameterType(
      options.name,
      options.regexp as RegExp,
      null,
      options.transformer ?? ((s: string) => s),
      options.useForSnippets ?? true,
      options.preferForRegexpMatch ?? false,
    ),
  );
}

/** Sets the class every scenario's World is made from. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function setWorldConstructor(ctor: new (options: any) => unknown): void {
  worldConstructor = ctor;
}

/** The base World: the same fields cucumber's World offers the steps. */
export class World {
  readonly attach: (...args: unknown[]) => void;
  readonly log: (text: string) => void;
  readonly link: (...urls: string[]) => void;
  readonly parameters: Record<string, unknown>;
  constructor(options: { parameters?: Record<string, unknown> } = {}) {
    this.attach = () => undefined;
    this.log = () => undefined;
    this.link = () => undefined;
    this.parameters = options.parameters ?? {};
  }
}

/** A Gherkin data table, with the accessors the steps use. */
export class DataTable {
  constructor(private readonly cells: readonly (readonly string[])[]) {}
  /** Every row, header included. */
  raw(): string[][] {
    return this.cells.map((r) => [...r]);
  }
  /** Every row but the header. */
  rows(): string[][] {
    return this.raw().slice(1);
  }
  /** One object per row, keyed by the header. */
  hashes(): Record<string, string>[] {
    const [head, ...body] = this.cells;
    return body.map((r) => Object.fromEntries(head.map((h, i) => [h, r[i]])));
  }
  /** A two-column table as an object. */
  rowsHash(): Record<string, string> {
    return Object.fromEntries(this.cells.map((r) => [r[0], r[1]]));
  }
}

/** What the shim has recorded: step definitions and the World class. */
export const registry = {
  definitions: definitions as readonly StepDefinition[],
  world(): unknown {
    return new worldConstructor({
      parameters: {},
      attach: () => undefined,
      log: () => undefined,
      link: () => undefined,
    });
  },
};
