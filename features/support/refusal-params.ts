/**
 * A refusal's parameter as a scenario names it: the English value under its name, and, where the
 * rules give the parameter in Czech too (`name:cs`, see the kernel's `refuse`), the Czech words
 * the Czech scenario shows for it (`czechValue`), so a Czech scenario's text is the engine's.
 */
import assert from 'node:assert/strict';
import type { MessageParams } from '@arbiter/kernel';
import { czechValue } from './czech-words';

export function assertParam(
  params: MessageParams | undefined,
  name: string,
  value: string,
  message: string,
): void {
  assert.equal(String(params?.[name]), value, message);
  const czech = params?.[`${name}:cs`];
  if (czech !== undefined) assert.equal(String(czech), czechValue(value), `${name}:cs of ${message}`);
}
