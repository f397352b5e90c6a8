import type { ReactElement } from 'react';

type RenderFragment = (element: ReactElement) => string;

let renderFragment: RenderFragment | null = null;

/**
 * Set by the server's renderer (entry-server.tsx) to react-dom/server's renderToString; the browser never
 * sets it. null renders every part whole again (tests compare the two).
 */
export function renderFragmentsWith(render: RenderFragment | null): void {
  renderFragment = render;
  memos.clear();
}

interface Memo {
  inputs: readonly unknown[];
  html: string;
}

/** The last markup of each memoised component, by component. */
const memos = new Map<unknown, Memo>();

const sameInputs = (a: readonly unknown[], b: readonly unknown[]) => a.length === b.length && a.every((value, i) => Object.is(value, b[i]));

interface Props {
  as: 'footer';
  className: string;
  /** everything `children` renders from, compared by identity */
  inputs: readonly unknown[];
  /** one component element whose markup depends on `inputs` alone: no context, no state */
  children: ReactElement;
}

/**
 * Layout that is the same on every page until its data changes. On the server its markup is rendered once
 * per set of `inputs` (the server's cached answers stay the same objects until they change) and reused as
 * the element's inner HTML: the footer's hundred links were a fifth of a rendered page's time. In the
 * browser the children render as usual, and hydration meets the very markup they make.
 */
export function ServerMemo({ as: Tag, className, inputs, children }: Props) {
  if (!renderFragment) return <Tag className={className}>{children}</Tag>;
  let memo = memos.get(children.type);
  if (!memo || !sameInputs(memo.inputs, inputs)) {
    memo = { inputs, html: renderFragment(children) };
    memos.set(children.type, memo);
  }
  return <Tag className={className} dangerouslySetInnerHTML={{ __html: memo.html }} />;
}
