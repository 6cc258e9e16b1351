// Every MDX page may use <Anchor id="..." /> without importing it.
import MDXComponents from '@theme-original/MDXComponents';
import Anchor from '@site/src/components/Anchor';

export default { ...MDXComponents, Anchor };
