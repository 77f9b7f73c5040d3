import '@testing-library/jest-dom';
import 'reflect-metadata/lite';
import { configure } from '@testing-library/react';

// findBy and waitFor wait up to 5 s, not 1 s: on a shared 2-core machine a lazily loaded area
// can take more than a second to render, and a test that only waits longer is not weaker.
configure({ asyncUtilTimeout: 5_000 });

// jsdom has <dialog> but not its modal methods: the smallest faithful stand-in.
if (typeof HTMLDialogElement !== 'undefined' && !HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
}

// jsdom lays nothing out, so it cannot scroll (it reports "not implemented"): a page change
// scrolls to the top (src/app/routes/useOpensAtTop.ts), which here has nothing to move. (A file
// that asks for the node environment, an export's pure rules, has no window at all.)
if (typeof window !== 'undefined') window.scrollTo = () => undefined;
