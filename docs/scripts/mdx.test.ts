import { describe, expect, it } from 'vitest';
import { escapeMdx, fence, table } from './mdx';

describe('escapeMdx', () => {
  it('turns every MDX and Markdown syntax character into a character reference', () => {
    expect(escapeMdx('<pin> {x} a|b')).toBe('&#60;pin&#62; &#123;x&#125; a&#124;b');
    expect(escapeMdx('*_[x]`#')).toBe('&#42;&#95;&#91;x&#93;&#96;&#35;');
  });
  it('keeps letters, digits and Czech text as they are', () => {
    expect(escapeMdx('Bílý táhne b2W-b4N')).toBe('Bílý táhne b2W-b4N');
  });
});

describe('fence', () => {
  it('uses a fence longer than any backtick run inside', () => {
    const out = fence('a ```b``` c', 'text');
    expect(out.split('\n')[0]).toBe('````text');
    expect(out.endsWith('````')).toBe(true);
  });
  it('indents every non-empty line', () => {
    expect(fence('x\n\ny', '', '  ')).toBe('  ```\n  x\n\n  y\n  ```');
  });
});

describe('table', () => {
  it('writes a header separator and escapes pipes in cells', () => {
    expect(
      table([
        ['a', 'b'],
        ['1|2', '{3}'],
      ]),
    ).toBe('| a | b |\n| --- | --- |\n| 1&#124;2 | &#123;3&#125; |');
  });
});
