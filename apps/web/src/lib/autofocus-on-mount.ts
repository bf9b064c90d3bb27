import { options, type VNode } from 'preact';

/**
 * React focuses an element rendered with `autoFocus` when it is mounted; Preact only writes the
 * `autofocus` attribute, which a browser honours at page load and not for a form opened later
 * (docs/decisions.md, "The web's weight"). This gives the app React's behaviour: an element
 * rendered with `autoFocus` takes the focus once, when it first appears, whatever its own `ref`.
 * Loaded once by the entry (main.tsx) and by the tests' setup.
 */
const focused = new WeakSet<Element>();
const previousVnodeHook = options.vnode;

options.vnode = (vnode: VNode) => {
  const props = vnode.props as { autoFocus?: unknown };
  if (typeof vnode.type === 'string' && props.autoFocus) {
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
