import { options, type ComponentChildren, type VNode } from 'preact';
import { useLayoutEffect } from 'preact/hooks';

/**
 * What React 19's DOM renderer does that Preact does not, for the app runs on Preact
 * (docs/decisions.md, "The web's weight"). Loaded once by the entry (main.tsx) and by the tests'
 * setup, so both run with it.
 *
 * - `autoFocus`: React focuses the element when it is mounted; Preact only writes the `autofocus`
 *   attribute, which a browser honours at page load and not for a form opened later. An element
 *   rendered with `autoFocus` takes the focus once, when it first appears, whatever its own `ref`.
 * - `<title>` in a page: React puts it in the document's head, so it names the tab and the
 *   history entry; Preact would leave it in the page. It sets `document.title` instead.
 */
const focused = new WeakSet<Element>();
const previousVnodeHook = options.vnode;

function DocumentTitle({ children }: { children?: ComponentChildren }) {
  const text = (Array.isArray(children) ? children : [children])
    .filter((child) => typeof child === 'string' || typeof child === 'number')
    .join('');
  useLayoutEffect(() => {
    document.title = text;
  }, [text]);
  return null;
}

options.vnode = (vnode: VNode) => {
  const props = vnode.props as { autoFocus?: unknown };
  if (vnode.type === 'title') {
    (vnode as VNode<{ children?: ComponentChildren }>).type = DocumentTitle;
  } else if (typeof vnode.type === 'string' && props.autoFocus) {
    const ownRef = vnode.ref;
    vnode.ref = (element: HTMLElement | null) => {
      if (typeof ownRef === 'function') ownRef(element);
      else if (ownRef) ownRef.current = element;
      if (element && !focused.has(element)) {
        focused.add(element);
        element.focus();
      }
    };
  }
  previousVnodeHook?.(vnode);
};
